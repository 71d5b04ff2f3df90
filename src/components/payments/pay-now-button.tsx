"use client";

import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";

/**
 * "Pay now": asks the server for a Stripe Checkout page for this invoice and goes there. The card
 * is typed on Stripe's page, never on ours; coming back marks nothing paid (Stripe's webhook does).
 */
export function PayNowButton({ invoiceId, label }: { invoiceId: string; label: string }) {
  const action = usePostAction();
  const { busy, error } = action;
  async function pay() {
    const res = await action.post<{ url: string }>(`/api/invoices/${invoiceId}/checkout`, {}, { leaves: true });
    if (res) window.location.assign(res.url);
  }
  return (
    <div className="mt-4">
      {error && (
        <p id="pay-error" role="alert" className="mb-2 font-medium text-red-800">
          {error}
        </p>
      )}
      <Button
        className="w-full sm:w-auto"
        disabled={busy}
        onClick={pay}
        aria-describedby={error ? "pay-error" : undefined}
      >
        {busy ? "Opening the payment page..." : label}
      </Button>
    </div>
  );
}
