"use client";

import Link from "next/link";
import { useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { JobAddressFields } from "@/components/admin/job-address-fields";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { usePostAction } from "@/components/ui/post-action";
import { SelectField } from "@/components/ui/select-field";
import { EMPTY_ADDRESS, type ServiceAddress } from "@/domain/address/service-address";
import type { OfficePrices } from "@/domain/booking/office-lines";
import { type OfficeLine, officeLinesSchema } from "@/domain/booking/office-lines";
import { formatStoredPrice } from "@/domain/money/format";
import { parseDollarInput } from "@/domain/payments/invoice";
import { ADD_ONS, type AddOnId, addOnsFor } from "@/domain/pricing/add-ons";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from "@/domain/pricing/quote-math";
import { TIME_SLOTS } from "@/domain/scheduling/slots";
import { formatDateLong, formatTime } from "@/domain/scheduling/words";
import type { OpenDay } from "@/server/bookings/availability";
import type { OfficePlans } from "@/server/plans/member-benefits";
import { CallerPicker, type PickedCustomer } from "./caller-picker";
import { type CustomDraft, type DiscountDraft, NO_CUSTOM, NO_DISCOUNT, OfficeLineFields } from "./office-line-fields";
import { PricePreview } from "./price-preview";

export interface PhoneBookingStart extends PickedCustomer {
  phone: string;
  address: ServiceAddress;
}

type Booked = { bookingId: string; customerId: string; createdCustomer: boolean; total: string };

const number = (text: string) => (text.trim() === "" ? null : Number(text));

/** The owner's lines as the request sends them, and each one's place (for the server's field errors). */
function officeLines(discount: DiscountDraft, custom: CustomDraft) {
  const lines: OfficeLine[] = [];
  const at = { discount: "lines.0", custom: "lines.0" };
  if (discount.on) {
    const value =
      discount.mode === "percent" ? { percent: number(discount.value) } : { cents: parseDollarInput(discount.value) };
    lines.push({ kind: "discount", reason: discount.reason, ...value } as OfficeLine);
    at.custom = "lines.1";
  }
  if (custom.on)
    lines.push({ kind: "custom", name: custom.name, cents: parseDollarInput(custom.amount) } as OfficeLine);
  return { lines, at };
}

/**
 * A booking taken on the phone (decision 0031): who, where, what, then one of the open times the
 * website offers (or, with a reason, another), and the owner's own lines. The server decides the
 * area, the crew and every price; a refusal keeps everything typed and, for a time just taken,
 * shows the times still open.
 */
export function PhoneBookingForm({
  start,
  prices,
  plans = {},
}: {
  start: PhoneBookingStart | null;
  prices: OfficePrices;
  /** The picked customer's plan by service (the server's): its price and its one line. */
  plans?: OfficePlans;
}) {
  // Nothing to read again: the form's answer (the times, the booking) is what it shows next.
  const action = usePostAction();
  const { busy, error, fieldMessages: errors } = action;
  const [caller, setCaller] = useState({ name: "", email: "" });
  const [phone, setPhone] = useState(start?.phone ?? "");
  const [address, setAddress] = useState<ServiceAddress>(start?.address ?? EMPTY_ADDRESS);
  const [serviceType, setServiceType] = useState<ServiceType>("air_duct");
  const [size, setSize] = useState({ bedrooms: "3", bathrooms: "2", squareFeet: "1800" });
  const [addOns, setAddOns] = useState<AddOnId[]>([]);
  const serviceAddOns = addOnsFor(serviceType).map((a) => prices.addOns[a.id]);
  const [notes, setNotes] = useState("");
  const [open, setOpen] = useState<OpenDay[] | null>(null);
  const [slot, setSlot] = useState("");
  const [override, setOverride] = useState({ on: false, date: "", time: "09:00", reason: "" });
  const [discount, setDiscount] = useState(NO_DISCOUNT);
  const [custom, setCustom] = useState(NO_CUSTOM);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [booked, setBooked] = useState<Booked | null>(null);
  const { lines, at } = officeLines(discount, custom);
  const countedLines = officeLinesSchema.safeParse(lines);

  // The server's plans as loaded, then as a refusal "office-plan-changed" says they are now.
  const [planNow, setPlanNow] = useState(plans);
  const plan = planNow[serviceType] ?? null;
  const job = { serviceType, address, squareFeet: number(size.squareFeet) };
  async function showTimes() {
    // A member's times include the days their plan holds: the server checks who asks for whom.
    const res = await action.post<{ days: OpenDay[] }>(
      "/api/bookings/availability",
      { ...job, ...(start ? { forCustomer: start.id } : {}) },
      { refresh: false },
    );
    setOpen(res ? res.days : null);
    // A time picked before stays picked only while it is still open.
    if (res && !res.days.some((d) => d.starts.some((t) => `${d.date}|${t}` === slot))) setSlot("");
  }

  async function book() {
    const [date = "", time = ""] = override.on ? [override.date, override.time] : slot.split("|");
    const body = {
      customer: start ? { kind: "existing", id: start.id } : { kind: "new", ...caller },
      booking: {
        ...job,
        phone,
        bedrooms: number(size.bedrooms),
        bathrooms: number(size.bathrooms),
        appointmentDate: date,
        appointmentTime: time,
        notes,
        addOns,
        idempotencyKey: key,
      },
      lines,
      override: override.on ? { reason: override.reason } : null,
      // What the price read out assumed; the server refuses the booking if it no longer holds.
      expectedPlan: plan && { included: plan.benefit.included, discountBps: plan.benefit.discountBps },
    };
    // A retry starts clean (the hook clears the last refusal): it is not left on screen as if it were this answer.
    const res = await action.post<Booked>("/api/admin/phone-bookings", body, {
      refresh: false,
      onRefused: (refused) => {
        const answer = refused.body as { openDays?: OpenDay[]; plan?: OfficePlans[ServiceType] | null } | undefined;
        if (answer?.plan !== undefined) setPlanNow({ ...planNow, [serviceType]: answer.plan ?? undefined });
        const next = answer?.openDays;
        if (next) {
          setOpen(next);
          setSlot("");
        }
      },
    });
    if (!res) return;
    setBooked(res);
    setKey(crypto.randomUUID());
  }

  if (booked) {
    return (
      <section className="mt-6 rounded-lg border border-green-700 bg-green-50 p-4" aria-live="polite">
        <h2 className="font-semibold text-xl">Booked</h2>
        <p className="mt-1" data-testid="phone-booking-total">
          Total {formatStoredPrice(booked.total)}. The customer's confirmation email is on its way.
        </p>
        {booked.createdCustomer && <p className="mt-1 text-sm">A customer account was made for the caller.</p>}
        <p className="mt-2 flex flex-wrap gap-4">
          <Link href={`/admin/customers/${booked.customerId}`} className="font-semibold text-brand-700 underline">
            Open the customer
          </Link>
          <Link href="/admin/bookings/new" className="font-semibold text-brand-700 underline">
            Another booking
          </Link>
        </p>
      </section>
    );
  }

  const offered = (open ?? []).flatMap((d) =>
    d.starts.map((t) => [`${d.date}|${t}`, `${formatDateLong(d.date)}, ${formatTime(t)}`] as const),
  );
  return (
    <form
      ref={action.formRef}
      className="mt-6 grid max-w-3xl gap-8"
      aria-describedby={error ? "phone-booking-error" : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void book();
      }}
    >
      <section aria-labelledby="who" className="grid gap-3">
        <h2 id="who" className="font-semibold text-xl">
          Customer
        </h2>
        <CallerPicker picked={start} caller={caller} onCaller={setCaller} errors={errors} />
      </section>
      <section aria-labelledby="where" className="grid gap-3 sm:grid-cols-6">
        <h2 id="where" className="font-semibold text-xl sm:col-span-6">
          Where and what
        </h2>
        <JobAddressFields
          prefix="booking"
          phone={phone}
          onPhone={setPhone}
          address={address}
          onAddress={setAddress}
          errors={errors}
        />
        <SelectField
          className="sm:col-span-3"
          label="Service"
          name="booking.serviceType"
          value={serviceType}
          onChange={(e) => {
            const next = e.target.value as ServiceType;
            setServiceType(next);
            setAddOns(addOns.filter((id) => ADD_ONS[id].services.includes(next)));
          }}
          options={SERVICE_TYPES.map((t) => [t, SERVICE_TYPE_LABELS[t]] as const)}
        />
        {(["bedrooms", "bathrooms", "squareFeet"] as const).map((k) => (
          <Field
            key={k}
            className="sm:col-span-1"
            label={k === "squareFeet" ? "Sq ft" : k === "bedrooms" ? "Bedrooms" : "Bathrooms"}
            inputMode="numeric"
            maxLength={5}
            name={`booking.${k}`}
            value={size[k]}
            onChange={(e) => setSize({ ...size, [k]: e.target.value })}
            error={errors[`booking.${k}`]}
          />
        ))}
        {serviceAddOns.length > 0 && (
          <fieldset className="grid gap-2 sm:col-span-6">
            <legend className="font-medium text-slate-700 text-sm">Add-ons</legend>
            {serviceAddOns.map((a) => (
              <Checkbox
                key={a.id}
                checked={addOns.includes(a.id)}
                onChange={(on) => setAddOns(on ? [...addOns, a.id] : addOns.filter((id) => id !== a.id))}
              >
                {a.name}
              </Checkbox>
            ))}
          </fieldset>
        )}
        <Field
          className="sm:col-span-6"
          label="Notes for the crew (optional)"
          maxLength={1000}
          name="booking.notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          error={errors["booking.notes"]}
        />
      </section>
      <section aria-labelledby="when" className="grid gap-3">
        <h2 id="when" className="font-semibold text-xl">
          When
        </h2>
        <div>
          <Button type="button" variant="outline" size="md" onClick={() => void showTimes()} disabled={busy}>
            Show open times
          </Button>
        </div>
        {open && !override.on && (
          <SelectField
            label="Open time"
            name="booking.appointmentDate"
            value={slot}
            onChange={(e) => setSlot(e.target.value)}
            error={errors["booking.appointmentDate"]}
            options={[["", offered.length ? "Choose a time" : "No open times in the window"], ...offered]}
          />
        )}
        <Checkbox checked={override.on} onChange={(on) => setOverride({ ...override, on })}>
          Book a time the website does not offer
        </Checkbox>
        {override.on && (
          <div className="grid gap-3 sm:grid-cols-3">
            <Field
              label="Date"
              type="date"
              name="booking.appointmentDate"
              value={override.date}
              onChange={(e) => setOverride({ ...override, date: e.target.value })}
              error={errors["booking.appointmentDate"]}
            />
            <SelectField
              label="Start"
              value={override.time}
              onChange={(e) => setOverride({ ...override, time: e.target.value })}
              options={TIME_SLOTS.map((t) => [t, formatTime(t)] as const)}
            />
            <Field
              label="Why this time"
              name="override.reason"
              maxLength={200}
              value={override.reason}
              onChange={(e) => setOverride({ ...override, reason: e.target.value })}
              error={errors["override.reason"]}
            />
          </div>
        )}
      </section>
      <section aria-labelledby="price" className="grid gap-3">
        <h2 id="price" className="font-semibold text-xl">
          Price
        </h2>
        <p className="text-slate-700 text-sm">
          The price table's lines, then your own: the total below is what the booking charges.
        </p>
        <OfficeLineFields
          discount={discount}
          custom={custom}
          onDiscount={setDiscount}
          onCustom={setCustom}
          errors={errors}
          at={at}
        />
        {plan && (
          <p className="font-semibold text-green-800 text-sm" data-testid="phone-booking-plan">
            {plan.note}
          </p>
        )}
        <PricePreview
          prices={prices}
          benefit={plan?.benefit ?? null}
          job={{
            serviceType,
            bedrooms: number(size.bedrooms),
            bathrooms: number(size.bathrooms),
            squareFeet: number(size.squareFeet),
            addOns,
          }}
          lines={countedLines.success ? countedLines.data : []}
          incomplete={!countedLines.success}
        />
      </section>
      <div className="grid gap-2">
        <FormError id="phone-booking-error" error={error} />
        <Button type="submit" disabled={busy}>
          {busy ? "Booking…" : "Book the visit"}
        </Button>
      </div>
    </form>
  );
}
