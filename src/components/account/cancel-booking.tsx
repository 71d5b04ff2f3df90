"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { CANCEL_REASON_MAX } from "@/domain/booking/cancel-rule";

/**
 * Cancelling asks first: one click opens the confirmation with an optional reason (the owner
 * reads it), a second one cancels. Nothing is lost by a stray click on "Cancel booking".
 */
export function CancelBooking({
  bookingId,
  when,
  disabled,
  onCancelled,
}: {
  bookingId: string;
  /** "Tuesday, December 1, 2026, arriving 9:00-9:30 AM PST". */
  when: string;
  disabled?: boolean;
  onCancelled(): void;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const action = usePostAction();
  const { busy, error } = action;
  const id = useId();

  async function cancel() {
    // The dashboard reads its bookings again itself (onCancelled).
    const result = await action.post(`/api/bookings/${bookingId}/cancel`, { reason }, { refresh: false });
    if (!result) return;
    toast.success("Booking cancelled", { description: "We emailed you a confirmation." });
    setAsking(false);
    onCancelled();
  }

  if (!asking) {
    return (
      <Button
        variant="quiet"
        size="md"
        disabled={disabled}
        onClick={() => setAsking(true)}
        className="border-red-300 text-red-800 text-sm"
      >
        Cancel booking
      </Button>
    );
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-2 w-full rounded-lg border border-red-200 bg-red-50 p-4"
      data-testid="cancel-confirm"
    >
      <h3 id={`${id}-title`} className="font-semibold text-red-900">
        Cancel this visit?
      </h3>
      <p className="mt-1 text-slate-800 text-sm">{when}. The time goes back to other customers.</p>
      <label htmlFor={`${id}-reason`} className="mt-3 block font-medium text-slate-700 text-sm">
        Reason (optional)
      </label>
      <Textarea
        id={`${id}-reason`}
        name="reason"
        value={reason}
        maxLength={CANCEL_REASON_MAX}
        rows={2}
        onChange={(e) => setReason(e.currentTarget.value)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-slate-600 text-xs">
        It helps us plan; the owner reads it. Up to {CANCEL_REASON_MAX} characters.
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {/* Keeping the visit is the safe choice, so it is the prominent one. */}
        <Button size="md" disabled={busy} onClick={() => setAsking(false)} className="text-sm">
          Keep it
        </Button>
        <Button variant="danger" size="md" disabled={busy} onClick={cancel} className="text-sm">
          {busy ? "Cancelling…" : "Yes, cancel the visit"}
        </Button>
      </div>
    </section>
  );
}
