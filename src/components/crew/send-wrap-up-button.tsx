"use client";

import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";

/**
 * "Send to the customer": the visit's one wrap-up (report, photos, invoice, receipt). Pressed when
 * the report and photos are in; a second press, or the automatic send meeting it, sends nothing more.
 */
export function SendWrapUpButton({ bookingId, autoAt }: { bookingId: string; autoAt: string | null }) {
  const action = usePostAction();
  const { busy, error } = action;
  const send = () => action.post(`/api/crew/visits/${bookingId}/wrap-up`, {});
  return (
    <div className="rounded-xl border border-slate-300 p-4" data-testid="wrap-up">
      <h2 className="font-semibold text-lg">Send to the customer</h2>
      <p className="mt-1 text-slate-700">
        One email with the report, the photos, the invoice and what was paid.
        {autoAt ? ` If nobody sends it, it goes by itself at ${autoAt}.` : ""}
      </p>
      {error && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {error}
        </p>
      )}
      <Button className="mt-3 min-h-14 w-full text-lg" disabled={busy} onClick={send} data-testid="send-wrap-up">
        {busy ? "Sending..." : "Send to the customer"}
      </Button>
    </div>
  );
}
