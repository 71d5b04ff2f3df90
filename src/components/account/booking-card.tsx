"use client";

import { useState } from "react";
import { CancelBooking } from "@/components/account/cancel-booking";
import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { CUSTOMER_MOVE_REASONS } from "@/domain/booking/move-reasons";
import { type BookingStatus, formatPrice, STATUS_LABELS } from "@/domain/booking/partition";
import { CUSTOMER_STATUS } from "@/domain/booking/status-words";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/quote-math";
import { endTime } from "@/domain/scheduling/capacity";
import { ARRIVAL_WINDOW_MINUTES, formatDuration } from "@/domain/scheduling/duration";
import { formatArrivalWindow, formatDateLong, formatTime, TIME_SLOTS } from "@/domain/scheduling/schedule";
import type { DashboardBooking } from "./dashboard";

const BADGE: Record<BookingStatus, string> = {
  confirmed: "bg-green-100 text-green-900 border-green-300",
  pending: "bg-yellow-100 text-yellow-900 border-yellow-300",
  in_progress: "bg-blue-100 text-blue-900 border-blue-300",
  completed: "bg-slate-200 text-slate-800 border-slate-300",
  cancelled: "bg-red-100 text-red-900 border-red-300",
};

function StatusBadge({ status }: { status: string }) {
  const s = (status in STATUS_LABELS ? status : "pending") as BookingStatus;
  return (
    <span
      data-testid="status-badge"
      data-status={s}
      className={`rounded-full border px-3 py-1 font-semibold text-xs ${BADGE[s]}`}
    >
      {CUSTOMER_STATUS[s]}
    </span>
  );
}

/** A new day and start time from the open times the server listed for this visit. */
function Reschedule({
  booking,
  busy,
  onSave,
}: {
  booking: DashboardBooking;
  busy: boolean;
  onSave(date: string, time: string, reason: string): void;
}) {
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [reason, setReason] = useState("");
  const starts = booking.openDays.find((d) => d.date === date)?.starts ?? [];
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_10rem_auto]">
      <SelectField
        label="New date"
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        options={[["", "Choose a date"], ...booking.openDays.map((d) => [d.date, formatDateLong(d.date)] as const)]}
      />
      <SelectField
        label="New time"
        value={time}
        onChange={(e) => setTime(e.currentTarget.value)}
        options={[
          ["", "Choose"],
          ...TIME_SLOTS.map((t) => {
            const open = starts.includes(t);
            return [t, `${formatTime(t)}${date && !open ? " (not available)" : ""}`, !open] as const;
          }),
        ]}
      />
      <SelectField
        label="Why (optional)"
        className="sm:col-span-2"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        options={[["", "Rather not say"], ...CUSTOMER_MOVE_REASONS.map((r) => [r.id, r.label] as const)]}
      />
      <Button
        size="md"
        disabled={!date || !time || busy}
        onClick={() => onSave(date, time, reason)}
        className="self-end text-sm"
      >
        Save new time
      </Button>
    </div>
  );
}

/** One visit on the dashboard: when and where, its state and price, its report and invoice, and what can still be changed online. */
export function BookingCard({ booking, onChanged }: { booking: DashboardBooking; onChanged(): void }) {
  const [rescheduling, setRescheduling] = useState(false);
  const action = usePostAction();
  const busy = action.busy;
  const label = isServiceType(booking.serviceType) ? SERVICE_TYPE_LABELS[booking.serviceType] : booking.serviceType;
  const active = booking.status === "pending" || booking.status === "confirmed";
  const when = `${formatDateLong(booking.appointmentDate)}, arriving ${formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES)} ${booking.zone}`;

  async function reschedule(appointmentDate: string, appointmentTime: string, reason: string) {
    const res = await action.post(
      `/api/bookings/${booking.id}/reschedule`,
      { appointmentDate, appointmentTime, ...(reason ? { reason } : {}) },
      {
        // The dashboard reads its bookings again itself (onChanged).
        refresh: false,
        onRefused: (refused) => toast.error("Could not change the booking", { description: refused.error }),
      },
    );
    if (!res) return;
    toast.success(
      "Booking rescheduled",
      // The owner confirmed the old time, not this one (reschedule-booking.ts).
      booking.status === "confirmed"
        ? { description: "Your visit is Requested again until we confirm the new time by email." }
        : undefined,
    );
    onChanged();
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5" data-testid="booking">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-lg">{label}</p>
          <p className="text-slate-700">
            {formatDateLong(booking.appointmentDate)}, arriving{" "}
            {formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES)} {booking.zone}
          </p>
          <p className="text-slate-600 text-sm">
            Takes {formatDuration(booking.durationMinutes)} (done by about{" "}
            {formatTime(endTime(booking.appointmentTime, booking.durationMinutes))})
          </p>
          <p className="text-slate-600 text-sm">{booking.address}</p>
          {booking.addOns && booking.addOns.length > 0 && (
            <p className="text-slate-700 text-sm" data-testid="booking-add-ons">
              With {booking.addOns.join("; ")}
            </p>
          )}
          {booking.isRecurring && (
            <p className="text-slate-600 text-sm">Repeats every {booking.recurringIntervalMonths} months</p>
          )}
        </div>
        <div className="text-right">
          <StatusBadge status={booking.status} />
          <p className="mt-2 font-bold tabular-nums">{formatPrice(booking.priceExact)}</p>
          {booking.discountLabel && <p className="max-w-48 text-emerald-800 text-xs">{booking.discountLabel}</p>}
        </div>
      </div>
      {booking.reportHref && (
        <p className="mt-4 border-slate-100 border-t pt-4">
          <a
            href={booking.reportHref}
            className="font-semibold text-brand-700 underline"
            data-testid="visit-report-link"
          >
            Visit report and photos
          </a>
        </p>
      )}
      {booking.deposit && (
        <p className="mt-4 border-slate-100 border-t pt-4 text-slate-700 text-sm" data-testid="booking-deposit">
          {booking.deposit}
        </p>
      )}
      {booking.invoice && (
        <p className="mt-4 border-slate-100 border-t pt-4" data-testid="invoice-line">
          Invoice {booking.invoice.number}: {booking.invoice.words}.{" "}
          <a href={booking.invoice.href} className="font-semibold text-brand-700 underline">
            {booking.invoice.paid ? "See the invoice" : "See the invoice and pay"}
          </a>
        </p>
      )}
      {active && (
        <div className="mt-4 border-slate-100 border-t pt-4">
          {booking.canChange ? (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="md"
                disabled={busy}
                onClick={() => setRescheduling((r) => !r)}
                className="text-sm"
              >
                Reschedule
              </Button>
              <CancelBooking bookingId={booking.id} when={when} disabled={busy} onCancelled={onChanged} />
            </div>
          ) : booking.canCancel ? (
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-slate-600 text-sm">
                This appointment is less than 24 hours away. You booked it within the last hour, so you can still cancel
                it online; to change the time, please call us.
              </p>
              <CancelBooking bookingId={booking.id} when={when} disabled={busy} onCancelled={onChanged} />
            </div>
          ) : (
            <p className="text-slate-600 text-sm">
              This appointment is less than 24 hours away, so it can no longer be changed online. Please call us.
            </p>
          )}
          {rescheduling && <Reschedule booking={booking} busy={busy} onSave={reschedule} />}
        </div>
      )}
    </li>
  );
}
