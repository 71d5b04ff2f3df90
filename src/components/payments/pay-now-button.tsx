"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { postJson } from "@/components/ui/post-json";

/**
 * "Pay now": asks the server for a Stripe Checkout page for this invoice and goes there. The card
 * is typed on Stripe's page, never on ours; coming back marks nothing paid (Stripe's webhook does).
 */
export function PayNowButton({ invoiceId, label }: { invoiceId: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function pay() {
    setBusy(true);
    setError(null);
    const res = await postJson<{ url: string }>(`/api/invoices/${invoiceId}/checkout`, {});
    if (!res.ok) {
      setBusy(false);
      setError(res.error);
      return;
    }
    window.location.assign(res.url);
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
