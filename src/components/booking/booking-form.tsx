"use client";

import { useEffect, useId, useRef, useState } from "react";
import { track } from "@/components/analytics/track";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldError, INVALID_RING_CLASS } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import type { Refused } from "@/components/ui/post-json";
import { quietAfterSuccess } from "@/components/ui/quiet";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import type { ServiceAddress } from "@/domain/address/service-address";
import type { BookingData } from "@/domain/booking/booking-data";
import { BOOKING_LIMITS_NOTE } from "@/domain/booking/booking-limits";
import { decodeQuoteContact, QUOTE_CONTACT_KEY } from "@/domain/booking/quote-contact";
import { askSentence, type BookingMoneyTerms, bookingAsk } from "@/domain/deposits/booking-ask";
import { formatCount, SERVICE_TYPE_LABELS } from "@/domain/pricing/quote-math";
import { formatDuration } from "@/domain/scheduling/duration";
import { DEFAULT_RECURRING_INTERVAL } from "@/domain/scheduling/slots";
import { SMS_CONSENT } from "@/domain/sms/texts";
import type { AddressAvailability } from "@/server/bookings/availability";
import { type AccountDraft, AccountFields } from "./account-fields";
import { AddressFields } from "./address-fields";
import { BookingPriceLines, type OfferedAddOn, shownTotalCents } from "./price-lines";
import { RecurringChoice } from "./recurring-choice";
import { SlotPicker } from "./slot-picker";
import { useBookingSubmit } from "./use-booking-submit";
import { useFieldErrors } from "./use-field-errors";
import { type AddressProblem, useOpenTimes } from "./use-open-times";

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
  /** Why the prefilled address has no open times (the refusal's key and sentence), or null. */
  initialProblem?: AddressProblem | null;
  /** How many days ahead this customer may book (the server's terms: 60 for a series' next visit). */
  windowDays: number;
  suggestion: { months: number; phrase: string };
  /** What the server priced this booking with (src/server/bookings/booking-link.ts): sent back as is. */
  terms?: { quoteToken?: string; seriesId?: string; dueToken?: string; initialDate?: string; note?: string };
  /**
   * Signed out: the account is created on this step, from the name, email and phone the
   * calculator already has, plus one new password (docs/decisions/0013-one-sitting-funnel.md).
   */
  signedIn: boolean;
  /** Texts are on (docs/decisions/0022-sms.md): the box, ticked only if this customer already said yes. Null: no box. */
  texts?: { on: boolean } | null;
  /** A deposit or a card with a no-show fee the owner asks of this service (decision 0045); null: nothing. */
  money?: BookingMoneyTerms | null;
}

/** The booking step: the address and its open times, the crew's phone, the account, the slot, the repeat. */
export function BookingForm(props: Props) {
  const { data, terms, texts = null } = props;
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const fields = useFieldErrors(form, id);
  const [account, setAccount] = useState<AccountDraft>({ fullName: "", email: "", password: "" });
  const [phone, setPhone] = useState(props.initialPhone);
  const [recurring, setRecurring] = useState(false);
  const [interval, setInterval] = useState<number>(DEFAULT_RECURRING_INTERVAL);
  const [notes, setNotes] = useState("");
  const [textMe, setTextMe] = useState(texts?.on ?? false);
  const [chosenAddOns, setChosenAddOns] = useState<string[]>([]);
  const step = (funnel_step: string) =>
    track("booking_step", { funnel_step, service_type: data.serviceType, city: data.city });
  /** A refusal's field messages under their fields; an address one also where the address is. */
  function refuse(refused: Pick<Refused, "code" | "error" | "fieldErrors">) {
    const shown = fields.show(refused.fieldErrors, refused.error);
    if (shown.address) times.setProblem({ code: refused.code, message: shown.address });
  }
  const times = useOpenTimes({
    data,
    initialAddress: props.initialAddress,
    initialAvailability: props.initialAvailability,
    initialProblem: props.initialProblem ?? null,
    initialDate: terms?.initialDate,
    seriesId: terms?.seriesId,
    onChecking: fields.clear,
    onRefused: refuse,
    onChecked: () => step("check_availability"),
  });
  const booking = useBookingSubmit({
    data,
    terms,
    signedIn: props.signedIn,
    account,
    onRefused: refuse,
    onClear: fields.clear,
    onSlotTaken: times.dropTaken,
    onBooked: () => step("booking_confirmed"),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit to the page
  useEffect(() => {
    // The reveal's celebration stays on the page it happened on: it covered City and State here.
    quietAfterSuccess();
    step("view_booking_form");
    // What the calculator was told in this tab: prefilled, never asked again.
    const typed = decodeQuoteContact(sessionStorage.getItem(QUOTE_CONTACT_KEY));
    if (!typed) return;
    if (!props.initialPhone && typed.phone) setPhone(typed.phone);
    setAccount((a) => ({ ...a, fullName: a.fullName || typed.fullName, email: a.email || typed.email }));
  }, []);

  const { open, date, time } = times;
  const { errors, fieldProps, fieldId } = fields;
  // Stated before booking, at the total the page shows (a percent deposit follows the add-ons).
  const ask = bookingAsk(
    props.money ?? { kind: "none" },
    shownTotalCents(props.lines, props.addOns ?? [], chosenAddOns),
  );
  const confirm = (e: React.FormEvent) => {
    e.preventDefault();
    void booking.submit({
      address: times.address,
      phone,
      date,
      time,
      recurring,
      interval,
      notes,
      textMe: texts ? textMe : false,
      addOns: chosenAddOns,
      shownCents: shownTotalCents(props.lines, props.addOns ?? [], chosenAddOns),
    });
  };

  return (
    <form ref={form} onSubmit={confirm} className="space-y-6" noValidate>
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <p className="font-semibold text-lg">{SERVICE_TYPE_LABELS[data.serviceType]}</p>
        <p className="text-slate-700">
          {data.serviceType === "dryer_vent"
            ? "Dryer vent, flat rate"
            : `${data.bedrooms} bedrooms, ${data.bathrooms} bathrooms, ${formatCount(data.squareFeet)} sq ft`}
        </p>
        <BookingPriceLines
          lines={props.lines}
          addOns={props.addOns ?? []}
          chosen={chosenAddOns}
          onChange={setChosenAddOns}
        />
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

      <AddressFields times={times} fields={fields} />

      <div>
        <Field
          {...fieldProps("phone")}
          label="Phone for the crew"
          error={errors.phone}
          inputClassName={INVALID_RING_CLASS}
          type="tel"
          required
          maxLength={40}
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        {texts && (
          <div className="mt-3" data-testid="text-consent">
            <Checkbox checked={textMe} onChange={setTextMe} className="text-slate-800 text-sm" boxClassName="mt-0.5">
              <span>{SMS_CONSENT.text}</span>
            </Checkbox>
            <FieldError fieldId={fieldId("textMe")} error={errors.textMe} />
            {textMe && (
              <p className="mt-1 text-slate-600 text-xs" data-testid="text-proof-note">
                Next, on your dashboard, we text this number a code. Texts start once you type it in.
              </p>
            )}
          </div>
        )}
      </div>
      {!booking.hasAccount && (
        <AccountFields
          draft={account}
          onChange={(patch) => setAccount((a) => ({ ...a, ...patch }))}
          errors={errors}
          fieldProps={fieldProps}
        />
      )}

      <SlotPicker times={times} windowDays={props.windowDays} formId={id} onDate={() => step("select_date")} />
      <RecurringChoice
        recurring={recurring}
        onRecurring={setRecurring}
        interval={interval}
        onInterval={setInterval}
        suggestion={props.suggestion}
        formId={id}
      />
      <div>
        <Label htmlFor={fieldId("notes")}>
          Special instructions <span className="font-normal text-slate-600">(optional)</span>
        </Label>
        <Textarea
          {...fieldProps("notes")}
          rows={3}
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          className={INVALID_RING_CLASS}
        />
        <FieldError fieldId={fieldId("notes")} error={errors.notes} />
      </div>
      <p className="text-slate-600 text-sm">
        You can reschedule or cancel up to 24 hours before the appointment. We use your details only to carry out and
        confirm this booking.
      </p>
      {ask.kind !== "none" && (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
          data-testid="booking-money-terms"
        >
          {askSentence(ask)}
        </p>
      )}
      <Button type="submit" disabled={!open || !date || !time || booking.saving} className="w-full text-lg">
        {booking.saving && <Spinner className="h-5 w-5" />}
        {ask.kind === "deposit"
          ? "Pay the deposit and book"
          : ask.kind === "no-show-fee"
            ? "Save a card and book"
            : booking.hasAccount
              ? "Request this visit"
              : "Create account and request visit"}
      </Button>
      <p className="text-center text-slate-600 text-xs" data-testid="booking-limits">
        {BOOKING_LIMITS_NOTE}
      </p>
    </form>
  );
}
