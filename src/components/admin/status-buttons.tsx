"use client";

import { useId, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { LazyDetails } from "@/components/admin/lazy-details";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import { STATUS_LABELS } from "@/domain/booking/partition";
import { nextStatuses } from "@/domain/booking/status";
import { OWNER_CANCEL_REASON_MAX } from "@/domain/owner/cancel";

const MOVE_WORDS: Record<string, string> = {
  confirmed: "Confirm",
  in_progress: "Mark in progress",
  completed: "Mark completed",
};

/**
 * A booking's next steps: moving it on is one tap; cancelling is not (it emails the customer), so
 * it opens a form that asks why and asks again before it goes. `inSeries`: the visit belongs to a
 * recurring series, and the form asks whether the series ends too. `large`: a phone-sized Confirm.
 */
export function StatusButtons({
  bookingId,
  status,
  inSeries = false,
  large = false,
  cancelOnly = false,
}: {
  bookingId: string;
  status: string;
  inSeries?: boolean;
  large?: boolean;
  /** Only the cancel form (a flagged duplicate: the owner keeps one and cancels the other). */
  cancelOnly?: boolean;
}) {
  const id = useId();
  const action = usePostAction();
  const { busy, error } = action;
  const [reason, setReason] = useState("");
  const [endSeries, setEndSeries] = useState(false);
  const next = nextStatuses(status);
  if (next.length === 0) return null;
  async function move(to: string, extra: { reason?: string; endSeries?: boolean } = {}) {
    // The cancel form shows its refusal under it; a one-tap step says it in a toast.
    const refusal =
      to === "cancelled"
        ? undefined
        : (res: { error: string }) => {
            toast.error("Status not changed", { description: res.error });
            return "";
          };
    const res = await action.post(`/api/admin/bookings/${bookingId}/status`, { status: to, ...extra }, { refusal });
    if (res) toast.success(`Booking ${STATUS_LABELS[to as keyof typeof STATUS_LABELS].toLowerCase()}`);
  }
  function cancel(e: React.FormEvent) {
    e.preventDefault();
    void move("cancelled", inSeries ? { reason: reason.trim(), endSeries } : { reason: reason.trim() });
  }
  return (
    <div className="flex flex-col items-start gap-2">
      {next
        .filter((to) => to !== "cancelled" && !cancelOnly)
        .map((to) => (
          <Button
            key={to}
            variant={to === "confirmed" ? "primary" : "outline"}
            size={large ? "md" : "sm"}
            className={large ? "min-h-11 min-w-32" : ""}
            disabled={busy}
            onClick={() => move(to)}
            data-testid={`move-${to}`}
          >
            {MOVE_WORDS[to] ?? `Mark ${STATUS_LABELS[to].toLowerCase()}`}
          </Button>
        ))}
      {next.includes("cancelled") && (
        <LazyDetails
          className="text-sm"
          data-testid="cancel-booking"
          summaryClassName="cursor-pointer py-1 text-red-800 underline"
          summary="Cancel booking…"
        >
          <form
            onSubmit={cancel}
            className="mt-2 flex max-w-xs flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3"
            aria-describedby={error ? action.errorId : undefined}
          >
            <label htmlFor={`${id}-reason`} className="font-medium text-slate-900">
              Why is it cancelled? (kept for you, not sent to the customer)
            </label>
            <input
              id={`${id}-reason`}
              className={INPUT_CLASS}
              maxLength={OWNER_CANCEL_REASON_MAX}
              required
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            {inSeries && (
              <label className="flex items-center gap-2 text-slate-900">
                <input type="checkbox" checked={endSeries} onChange={(e) => setEndSeries(e.currentTarget.checked)} />
                End the recurring series too
              </label>
            )}
            <p className="text-slate-800">The customer is emailed that the visit is cancelled.</p>
            <Button type="submit" variant="danger" size="sm" className="bg-white" disabled={busy || !reason.trim()}>
              Yes, cancel this booking
            </Button>
            <FormError id={action.errorId} error={error} />
          </form>
        </LazyDetails>
      )}
    </div>
  );
}
