"use client";

import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { track } from "@/components/analytics/track";
import type { BookingData } from "@/domain/booking/booking-data";
import { BOOKING_LIMITS_NOTE } from "@/domain/booking/booking-limits";
import { MISSING_INFORMATION } from "@/domain/booking/booking-messages";
import { formatDollars, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import {
  DEFAULT_RECURRING_INTERVAL,
  formatDateLong,
  formatTime,
  RECURRING_INTERVALS,
  TIME_SLOTS,
} from "@/domain/scheduling/schedule";

interface Props {
  data: BookingData;
  price: number;
  dates: string[];
  /** "YYYY-MM-DD HH:MM" of slots already at capacity. */
  fullSlots: string[];
  suggestion: { months: number; phrase: string };
}

export function BookingForm({ data, price, dates, fullSlots, suggestion }: Props) {
  const router = useRouter();
  const id = useId();
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [address, setAddress] = useState(data.address === "Address not provided" ? "" : data.address);
  const [recurring, setRecurring] = useState(false);
  const [interval, setInterval] = useState<number>(DEFAULT_RECURRING_INTERVAL);
  const [notes, setNotes] = useState("");
  const [saving, setSaving] = useState(false);
  const [full, setFull] = useState(() => new Set(fullSlots));
  const step = (funnel_step: string) =>
    track("booking_step", { funnel_step, service_type: data.serviceType, city: data.city });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit to the page
  useEffect(() => step("view_booking_form"), []);

  async function confirm(e: React.FormEvent) {
    e.preventDefault();
    if (!date || !time) {
      toast.error(MISSING_INFORMATION.title, { description: MISSING_INFORMATION.description });
      return;
    }
    setSaving(true);
    try {
      const res = await fetch("/api/bookings", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          serviceType: data.serviceType,
          address: address.trim(),
          city: data.city,
          state: data.state,
          zipCode: data.zipCode,
          bedrooms: data.bedrooms,
          bathrooms: data.bathrooms,
          squareFeet: data.squareFeet,
          appointmentDate: date,
          appointmentTime: time,
          isRecurring: recurring,
          recurringIntervalMonths: recurring ? interval : null,
          notes: notes.trim() || null,
          idempotencyKey,
        }),
      });
      const body = await res.json().catch(() => null);
      if (res.status === 409) {
        setFull((f) => new Set(f).add(`${date} ${time}`));
        setTime("");
        toast.error("That time was just taken", { description: body?.error });
        return;
      }
      if (!res.ok || !body?.ok) {
        // Invalid input, the account's limits (verify email, one a day, four upcoming), too many requests.
        if ([400, 403, 422, 429].includes(res.status)) {
          toast.error("Booking failed", { description: body?.error });
          return;
        }
        throw new Error(body?.error ?? `booking answered ${res.status}`);
      }
      step("booking_confirmed");
      toast.success("Booking confirmed!", {
        description: `${SERVICE_TYPE_LABELS[data.serviceType]} on ${formatDateLong(date)} at ${formatTime(time)}`,
      });
      router.push("/customer-dashboard");
      router.refresh();
    } catch (error) {
      console.error("booking failed", error);
      toast.error("Booking failed", { description: "There was an error creating your booking. Please try again." });
    } finally {
      setSaving(false);
    }
  }

  const field = "mt-1 block w-full rounded-md border border-slate-300 px-3 text-base";
  return (
    <form onSubmit={confirm} className="space-y-6" noValidate>
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <p className="font-semibold text-lg">{SERVICE_TYPE_LABELS[data.serviceType]}</p>
        <p className="text-slate-700">
          {data.serviceType === "deep"
            ? "Dryer vent, flat rate"
            : `${data.bedrooms} bedrooms, ${data.bathrooms} bathrooms, ${data.squareFeet.toLocaleString("en-US")} sq ft`}
        </p>
        <p className="mt-2 font-bold text-2xl text-brand-700" data-testid="booking-price">
          {formatDollars(price)}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-address`} className="font-medium text-slate-700 text-sm">
          Service address
        </label>
        <input
          id={`${id}-address`}
          required
          autoComplete="address-line1"
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          className={`${field} h-11`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-date`} className="font-medium text-slate-700 text-sm">
          Date (weekdays in the next 30 days)
        </label>
        <select
          id={`${id}-date`}
          value={date}
          onChange={(e) => {
            setDate(e.currentTarget.value);
            setTime("");
            step("select_date");
          }}
          className={`${field} h-11 bg-white`}
        >
          <option value="">Choose a date</option>
          {dates.map((d) => (
            <option key={d} value={d}>
              {formatDateLong(d)}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="font-medium text-slate-700 text-sm">Time</legend>
        {!date && <p className="mt-1 text-slate-600 text-sm">Choose a date to see open times.</p>}
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {TIME_SLOTS.map((slot) => {
            const isFull = full.has(`${date} ${slot}`);
            return (
              <label
                key={slot}
                className={`flex items-center justify-center gap-2 rounded-lg border px-3 py-3 text-sm ${
                  isFull || !date
                    ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
                    : "cursor-pointer border-slate-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold"
                }`}
              >
                <input
                  type="radio"
                  name="time"
                  value={slot}
                  checked={time === slot}
                  disabled={!date || isFull}
                  onChange={() => setTime(slot)}
                  className="accent-brand-600"
                />
                {formatTime(slot)}
                {isFull && date && <span className="sr-only"> (full)</span>}
                {isFull && date && (
                  <span aria-hidden="true" className="text-xs">
                    Full
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="rounded-xl border border-slate-200 p-5">
        <label className="flex items-center gap-3 font-medium">
          <input
            type="checkbox"
            checked={recurring}
            onChange={(e) => setRecurring(e.currentTarget.checked)}
            className="h-5 w-5 accent-brand-600"
          />
          Make this a recurring service
        </label>
        <ul className="mt-3 list-disc pl-6 text-slate-700 text-sm">
          <li>10% discount on future services</li>
          <li>Priority scheduling</li>
          <li>Automatic reminders</li>
        </ul>
        {recurring && (
          <div className="mt-4">
            <label htmlFor={`${id}-interval`} className="font-medium text-slate-700 text-sm">
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
        <label htmlFor={`${id}-notes`} className="font-medium text-slate-700 text-sm">
          Special instructions <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          className={`${field} py-2`}
        />
      </div>
      <p className="text-slate-600 text-sm">
        You can reschedule or cancel up to 24 hours before the appointment. We use your details only to carry out and
        confirm this booking.
      </p>
      <button
        type="submit"
        disabled={!date || !time || saving}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-lg text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {saving && <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />}
        Confirm booking
      </button>
      <p className="text-center text-slate-600 text-xs" data-testid="booking-limits">
        {BOOKING_LIMITS_NOTE}
      </p>
    </form>
  );
}
