"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { authCall } from "@/components/account/auth-call";
import { track } from "@/components/analytics/track";
import { Checkbox } from "@/components/ui/checkbox";
import { focusFirstInvalid } from "@/components/ui/field";
import { postJson } from "@/components/ui/post-json";
import { quietAfterSuccess } from "@/components/ui/quiet";
import { toast } from "@/components/ui/toast";
import { site } from "@/content/site";
import { type ServiceAddress, STATE_OPTIONS } from "@/domain/address/service-address";
import type { BookingData } from "@/domain/booking/booking-data";
import { BOOKING_LIMITS_NOTE } from "@/domain/booking/booking-limits";
import {
  ADDRESS_MISMATCH_MESSAGE,
  MISSING_INFORMATION,
  OUTSIDE_AREA_MESSAGE,
  TOO_LONG_MESSAGE,
} from "@/domain/booking/booking-messages";
import { decodeQuoteContact, QUOTE_CONTACT_KEY } from "@/domain/booking/quote-contact";
import { formatCount, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { endTime } from "@/domain/scheduling/capacity";
import { ARRIVAL_WINDOW_MINUTES, formatDuration } from "@/domain/scheduling/duration";
import { DEFAULT_RECURRING_INTERVAL, RECURRING_INTERVALS, TIME_SLOTS } from "@/domain/scheduling/slots";
import { formatArrivalWindow, formatDateLong, formatTime } from "@/domain/scheduling/words";
import { SMS_CONSENT } from "@/domain/sms/texts";
import type { AddressAvailability } from "@/server/bookings/availability";
import { type AccountDraft, AccountFields, accountProblem, VERIFIED_LANDING } from "./account-fields";
import { BookingPriceLines, type OfferedAddOn } from "./price-lines";

interface Props {
  data: BookingData;
  /** The service's lines as the server priced them (the service, its discount), whole-dollar cents. */
  lines: readonly { label: string; cents: number }[];
  /** The add-ons offered with this service (src/domain/pricing/add-ons.ts). */
  addOns?: readonly OfferedAddOn[];
  initialAddress: ServiceAddress;
  initialPhone: string;
  /** The open times for the prefilled address, or null when it is incomplete. */
  initialAvailability: AddressAvailability | null;
  suggestion: { months: number; phrase: string };
  /** What the server priced this booking with (src/server/bookings/booking-link.ts): sent back as is. */
  terms?: { quoteToken?: string; seriesId?: string; initialDate?: string; note?: string };
  /**
   * Signed out: the account is created on this step, from the name, email and phone the
   * calculator already has, plus one new password (docs/decisions/0013-one-sitting-funnel.md).
   */
  signedIn: boolean;
  /** Texts are on (docs/decisions/0022-sms.md): the box, ticked only if this customer already said yes. Null: no box. */
  texts?: { on: boolean } | null;
}

type FieldErrors = Record<string, string>;

const REFUSALS: Record<string, string> = {
  "outside-area": OUTSIDE_AREA_MESSAGE,
  "address-mismatch": ADDRESS_MISMATCH_MESSAGE,
  "too-long": TOO_LONG_MESSAGE,
};

function FieldError({ errors, id, name }: { errors: FieldErrors; id: (name: string) => string; name: string }) {
  return errors[name] ? (
    <p id={id(name)} className="mt-1 text-red-800 text-sm">
      {errors[name]}
    </p>
  ) : null;
}

export function BookingForm({
  data,
  lines,
  addOns = [],
  initialAddress,
  initialPhone,
  initialAvailability,
  suggestion,
  terms,
  signedIn,
  texts = null,
}: Props) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [hasAccount, setHasAccount] = useState(signedIn);
  const [account, setAccount] = useState<AccountDraft>({ fullName: "", email: "", password: "" });
  const id = useId();
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const [address, setAddress] = useState<ServiceAddress>(initialAddress);
  // No city known (booking from a service page): the ZIP comes first and names the city and state
  // from our ZIP lists; `filledCity` is what it filled, so a city the visitor typed is never replaced.
  const [zipFirst] = useState(!initialAddress.city);
  const [filledCity, setFilledCity] = useState("");
  const [phone, setPhone] = useState(initialPhone);
  const [avail, setAvail] = useState<AddressAvailability | null>(initialAvailability);
  const [addressError, setAddressError] = useState(
    initialAvailability && !initialAvailability.ok ? (REFUSALS[initialAvailability.reason] ?? "") : "",
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  const [date, setDate] = useState(terms?.initialDate ?? "");
  const [time, setTime] = useState("");
  const [recurring, setRecurring] = useState(false);
  const [interval, setInterval] = useState<number>(DEFAULT_RECURRING_INTERVAL);
  const [notes, setNotes] = useState("");
  const [textMe, setTextMe] = useState(texts?.on ?? false);
  const [chosenAddOns, setChosenAddOns] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const step = (funnel_step: string) =>
    track("booking_step", { funnel_step, service_type: data.serviceType, city: data.city });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit to the page
  useEffect(() => {
    // The reveal's celebration stays on the page it happened on: it covered City and State here.
    quietAfterSuccess();
    step("view_booking_form");
    // What the calculator was told in this tab: prefilled, never asked again.
    const typed = decodeQuoteContact(sessionStorage.getItem(QUOTE_CONTACT_KEY));
    if (!typed) return;
    if (!initialPhone && typed.phone) setPhone(typed.phone);
    setAccount((a) => ({ ...a, fullName: a.fullName || typed.fullName, email: a.email || typed.email }));
  }, []);

  const open = avail?.ok ? avail : null;
  const day = open?.days.find((d) => d.date === date);

  function editAddress(patch: Partial<ServiceAddress>) {
    setAddress((a) => ({ ...a, ...patch }));
    // Another address may be another area and zone: its times must be asked for again.
    setAvail(null);
    setAddressError("");
    setDate("");
    setTime("");
  }

  async function fillFromZip(zip: string) {
    if (!zipFirst || !/^\d{5}$/.test(zip.trim())) return;
    const res = await fetch(`/api/zip-place?zip=${zip.trim()}`).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { place?: { city: string; state: string } | null } | null;
    const place = body?.place;
    if (!place) return;
    setAddress((a) => {
      if (a.zip.trim() !== zip.trim() || (a.city && a.city !== filledCity)) return a;
      return { ...a, city: place.city, state: place.state };
    });
    setFilledCity(place.city);
  }

  function showErrors(fieldErrors: Record<string, string[]> | undefined, fallback: string) {
    const next: FieldErrors = {};
    for (const [key, messages] of Object.entries(fieldErrors ?? {})) next[key] = messages[0] ?? fallback;
    setErrors(next);
    if (next.address) setAddressError(next.address);
    // After React paints aria-invalid: the visitor lands on the field the message names.
    requestAnimationFrame(() => focusFirstInvalid(form.current, Object.keys(next)[0]));
  }

  async function checkTimes() {
    setChecking(true);
    setErrors({});
    setAddressError("");
    try {
      const body = await postJson<AddressAvailability>("/api/bookings/availability", {
        serviceType: data.serviceType,
        squareFeet: data.squareFeet,
        address,
      });
      if (!body.ok) {
        showErrors(body.fieldErrors, body.error);
        if (!body.fieldErrors) setAddressError(body.error);
        return;
      }
      setAvail(body as unknown as AddressAvailability);
      step("check_availability");
    } catch {
      setAddressError("We couldn't load the open times. Please try again.");
    } finally {
      setChecking(false);
    }
  }

  /** Signed out: the account first (it signs the visitor in), then the booking under it. */
  async function createAccount(): Promise<boolean> {
    const problem = await accountProblem(account);
    if (problem) {
      showErrors({ [problem.field]: [problem.message] }, problem.message);
      return false;
    }
    const up = await authCall("sign-up/email", {
      name: account.fullName.trim(),
      email: account.email.trim(),
      password: account.password,
      callbackURL: VERIFIED_LANDING,
    });
    if (!up.ok) {
      const field = up.code?.startsWith("USER_ALREADY_EXISTS") || up.code === "INVALID_EMAIL" ? "email" : "password";
      const message = up.code?.startsWith("USER_ALREADY_EXISTS")
        ? "An account already uses this email. Sign in (link below) and your choices here are kept."
        : up.message;
      showErrors({ [field]: [message] }, message);
      return false;
    }
    setHasAccount(true);
    return true;
  }

  async function confirm(e: React.FormEvent) {
    e.preventDefault();
    if (!date || !time) {
      toast.error(MISSING_INFORMATION.title, { description: MISSING_INFORMATION.description });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      if (!hasAccount && !(await createAccount())) return;
      const body = await postJson<{ booking: { id: string } }>("/api/bookings", {
        serviceType: data.serviceType,
        address,
        phone: phone.trim(),
        bedrooms: data.bedrooms,
        bathrooms: data.bathrooms,
        squareFeet: data.squareFeet,
        appointmentDate: date,
        appointmentTime: time,
        isRecurring: recurring,
        recurringIntervalMonths: recurring ? interval : null,
        notes: notes.trim() || null,
        textMe: texts ? textMe : false,
        addOns: chosenAddOns,
        idempotencyKey,
        quoteToken: terms?.quoteToken ?? null,
        seriesId: terms?.seriesId ?? null,
      });
      if (!body.ok && body.code === "slot-full") {
        setAvail((a) =>
          a?.ok
            ? {
                ...a,
                days: a.days.map((d) => (d.date === date ? { ...d, starts: d.starts.filter((s) => s !== time) } : d)),
              }
            : a,
        );
        setTime("");
        toast.error("That time was just taken", { description: body.error });
        return;
      }
      if (!body.ok) {
        // Invalid input, the account's limits (verify email, one a day, four upcoming), too many
        // requests, no connection: the message says what to do, focus goes to the field it names.
        showErrors(body.fieldErrors, body.error);
        toast.error("Booking not sent", { description: body.error });
        return;
      }
      step("booking_confirmed");
      // No toast: the dashboard opens on the new visit ("Your visit: Requested", what happens
      // next), and a toast there covered the booking it announced.
      sessionStorage.removeItem(QUOTE_CONTACT_KEY);
      // The page's top, not the first element under the sticky header: "Your visit: Requested"
      // must be the first thing read.
      router.push(`/customer-dashboard?booked=${encodeURIComponent(body.booking.id)}`, { scroll: false });
      window.scrollTo({ top: 0 });
      router.refresh();
    } finally {
      setSaving(false);
    }
  }

  const field =
    "mt-1 block w-full rounded-md border border-slate-300 px-3 text-base aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-200";
  const label = "font-medium text-slate-700 text-sm";
  const errorId = (name: string) => `${id}-${name}-error`;
  const fieldProps = (name: string) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorId(name) : undefined,
  });
  const addressFields: [keyof ServiceAddress, string, string, string][] = [
    ["street", "Street address", "address-line1", "sm:col-span-4"],
    ["unit", "Apt, suite or unit (optional)", "address-line2", "sm:col-span-2"],
    ["city", "City", "address-level2", "sm:col-span-3"],
  ];

  const zipField = (
    <div className={zipFirst ? "sm:col-span-6" : "sm:col-span-2"}>
      <label htmlFor={`${id}-address.zip`} className={label}>
        ZIP code
      </label>
      <input
        {...fieldProps("address.zip")}
        required
        inputMode="numeric"
        maxLength={10}
        autoComplete="postal-code"
        value={address.zip}
        onChange={(e) => {
          const zip = e.currentTarget.value;
          editAddress({ zip });
          void fillFromZip(zip);
        }}
        className={`${field} h-11`}
      />
      {zipFirst && (
        <p className="mt-1 text-slate-600 text-sm" data-testid="zip-first-hint">
          {filledCity && address.city === filledCity
            ? "City and state are filled from your ZIP code; change them if they are wrong."
            : "Start with the ZIP code: we fill in the city and state."}
        </p>
      )}
      <FieldError errors={errors} id={errorId} name="address.zip" />
    </div>
  );

  return (
    <form ref={form} onSubmit={confirm} className="space-y-6" noValidate>
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <p className="font-semibold text-lg">{SERVICE_TYPE_LABELS[data.serviceType]}</p>
        <p className="text-slate-700">
          {data.serviceType === "deep"
            ? "Dryer vent, flat rate"
            : `${data.bedrooms} bedrooms, ${data.bathrooms} bathrooms, ${formatCount(data.squareFeet)} sq ft`}
        </p>
        <BookingPriceLines lines={lines} addOns={addOns} chosen={chosenAddOns} onChange={setChosenAddOns} />
        {terms?.note && (
          <p className="mt-1 text-slate-700 text-sm" data-testid="booking-price-note">
            {terms.note}
          </p>
        )}
        {open && (
          <p className="mt-1 text-slate-700 text-sm" data-testid="booking-duration">
            The crew needs {formatDuration(open.durationMinutes)} at your home.
          </p>
        )}
      </div>

      <fieldset aria-describedby={addressError ? `${id}-address-error` : undefined}>
        <legend className="font-semibold text-lg">Service address</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-6">
          {zipFirst && zipField}
          {addressFields.map(([name, text, autoComplete, span]) => (
            <div key={name} className={span}>
              <label htmlFor={`${id}-address.${name}`} className={label}>
                {text}
              </label>
              <input
                {...fieldProps(`address.${name}`)}
                required={name !== "unit"}
                maxLength={name === "street" ? 200 : name === "unit" ? 40 : 100}
                autoComplete={autoComplete}
                value={address[name]}
                onChange={(e) => editAddress({ [name]: e.currentTarget.value })}
                className={`${field} h-11`}
              />
              <FieldError errors={errors} id={errorId} name={`address.${name}`} />
            </div>
          ))}
          <div className="sm:col-span-1">
            <label htmlFor={`${id}-address.state`} className={label}>
              State
            </label>
            <select
              {...fieldProps("address.state")}
              required
              autoComplete="address-level1"
              value={address.state}
              onChange={(e) => editAddress({ state: e.currentTarget.value })}
              className={`${field} h-11 bg-white px-2`}
            >
              <option value="">-</option>
              {STATE_OPTIONS.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.code}
                </option>
              ))}
            </select>
            <FieldError errors={errors} id={errorId} name="address.state" />
          </div>
          {!zipFirst && zipField}
        </div>
        {addressError && (
          <div
            id={`${id}-address-error`}
            role="alert"
            className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 text-sm"
          >
            {addressError}{" "}
            {addressError === OUTSIDE_AREA_MESSAGE && (
              <a href={`tel:${site.phoneE164}`} className="font-semibold underline">
                Call {site.phone}
              </a>
            )}
          </div>
        )}
        {!open && !addressError && (
          <button
            type="button"
            onClick={checkTimes}
            disabled={checking}
            className="mt-3 inline-flex items-center gap-2 rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700"
          >
            {checking && <Spinner className="h-4 w-4" />}
            Show open times
          </button>
        )}
        {open && (
          <p className="mt-3 text-slate-700 text-sm" data-testid="service-area">
            {open.area.name} crew. Times are {open.area.zoneName}.
          </p>
        )}
      </fieldset>

      <div>
        <label htmlFor={`${id}-phone`} className={label}>
          Phone for the crew
        </label>
        <input
          {...fieldProps("phone")}
          type="tel"
          required
          maxLength={40}
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          className={`${field} h-11`}
        />
        <FieldError errors={errors} id={errorId} name="phone" />
        {texts && (
          <div className="mt-3" data-testid="text-consent">
            <Checkbox checked={textMe} onChange={setTextMe} className="text-slate-800 text-sm" boxClassName="mt-0.5">
              <span>{SMS_CONSENT.text}</span>
            </Checkbox>
            <FieldError errors={errors} id={errorId} name="textMe" />
          </div>
        )}
      </div>
      {!hasAccount && (
        <AccountFields
          draft={account}
          onChange={(patch) => setAccount((a) => ({ ...a, ...patch }))}
          errors={errors}
          fieldProps={fieldProps}
          errorId={errorId}
        />
      )}

      <div>
        <label htmlFor={`${id}-date`} className={label}>
          Date (open days in the next 30 days)
        </label>
        <select
          id={`${id}-date`}
          value={date}
          disabled={!open}
          onChange={(e) => {
            setDate(e.currentTarget.value);
            setTime("");
            step("select_date");
          }}
          className={`${field} h-11 bg-white disabled:bg-slate-50`}
        >
          <option value="">{open ? "Choose a date" : "Enter the address first"}</option>
          {open?.days.map((d) => (
            <option key={d.date} value={d.date}>
              {formatDateLong(d.date)}
            </option>
          ))}
        </select>
        {open && open.days.length === 0 && (
          <p className="mt-1 text-slate-700 text-sm">
            No open times in the next 30 days. Please call us at {site.phone}.
          </p>
        )}
      </div>
      <fieldset>
        <legend className={label}>Start time</legend>
        {!date && <p className="mt-1 text-slate-600 text-sm">Choose a date to see open times.</p>}
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {TIME_SLOTS.map((slot) => {
            const isOpen = day?.starts.includes(slot) ?? false;
            return (
              <label
                key={slot}
                className={`flex items-center justify-center gap-2 rounded-lg border px-3 py-3 text-sm ${
                  !isOpen
                    ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
                    : "cursor-pointer border-slate-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold"
                }`}
              >
                <input
                  type="radio"
                  name="time"
                  value={slot}
                  checked={time === slot}
                  disabled={!isOpen}
                  onChange={() => setTime(slot)}
                  className="accent-brand-600"
                />
                {formatTime(slot)}
                {!isOpen && date && <span className="sr-only"> (not available)</span>}
              </label>
            );
          })}
        </div>
        {open && date && time && (
          <p className="mt-3 rounded-lg bg-slate-50 p-3 text-slate-800 text-sm" data-testid="arrival-window">
            The crew arrives between {formatArrivalWindow(time, ARRIVAL_WINDOW_MINUTES)} and needs{" "}
            {formatDuration(open.durationMinutes)}: done by about {formatTime(endTime(time, open.durationMinutes))} (
            {open.area.zoneName}).
          </p>
        )}
      </fieldset>
      <div className="rounded-xl border border-slate-200 p-5">
        <Checkbox checked={recurring} onChange={setRecurring} className="items-center font-medium">
          Make this a recurring service
        </Checkbox>
        <ul className="mt-3 list-disc pl-6 text-slate-700 text-sm">
          <li>10% discount on future services</li>
          <li>Priority scheduling</li>
          <li>Automatic reminders</li>
        </ul>
        {recurring && (
          <div className="mt-4">
            <label htmlFor={`${id}-interval`} className={label}>
              Repeat every
            </label>
            <select
              id={`${id}-interval`}
              value={interval}
              onChange={(e) => setInterval(Number(e.currentTarget.value))}
              className={`${field} h-11 bg-white`}
            >
              {RECURRING_INTERVALS.map((m) => (
                <option key={m} value={m}>
                  {m} months
                </option>
              ))}
            </select>
            <p className="mt-1 text-slate-600 text-sm">
              We suggest every {suggestion.months} months ({suggestion.phrase}) for this service.
            </p>
          </div>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className={label}>
          Special instructions <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          {...fieldProps("notes")}
          rows={3}
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          className={`${field} py-2`}
        />
        <FieldError errors={errors} id={errorId} name="notes" />
      </div>
      <p className="text-slate-600 text-sm">
        You can reschedule or cancel up to 24 hours before the appointment. We use your details only to carry out and
        confirm this booking.
      </p>
      <button
        type="submit"
        disabled={!open || !date || !time || saving}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-lg text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {saving && <Spinner className="h-5 w-5" />}
        {hasAccount ? "Request this visit" : "Create account and request visit"}
      </button>
      <p className="text-center text-slate-600 text-xs" data-testid="booking-limits">
        {BOOKING_LIMITS_NOTE}
      </p>
    </form>
  );
}

/** A turning ring while a request is out: drawn with a border, no icon library on this page. */
function Spinner({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`}
    />
  );
}
