"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";
import { formatCents } from "@/domain/payments/invoice";

/** How often the crew's screen asks whether Stripe's webhook has marked the invoice paid. */
const PAID_CHECK_MS = 3_000;

type Opened = { link: string; emailedTo: string; qr: string };

/**
 * "Pay by card" without a reader: a QR code of a Stripe Checkout page for the balance,
 * which the customer scans and pays on their own phone; the same link goes to them by email. The
 * screen reloads its invoice until the webhook marks it paid, and then shows Paid.
 */
export function PayByCard({ bookingId, dueCents }: { bookingId: string; dueCents: number }) {
  const router = useRouter();
  const [opened, setOpened] = useState<Opened | null>(null);
  const action = usePostAction();
  const { busy, error } = action;
  useEffect(() => {
    if (!opened) return;
    const timer = setInterval(() => router.refresh(), PAID_CHECK_MS);
    return () => clearInterval(timer);
  }, [opened, router]);
  async function open() {
    // Nothing on the page changed yet: the refresh starts with the wait for Stripe's answer.
    const res = await action.post<Opened>(`/api/crew/visits/${bookingId}/checkout`, {}, { refresh: false });
    if (res) setOpened({ link: res.link, emailedTo: res.emailedTo, qr: res.qr });
  }
  return (
    <section aria-labelledby="pay-by-card-heading" className="space-y-3">
      <h2 id="pay-by-card-heading" className="font-bold text-xl">
        Pay by card
      </h2>
      {opened ? (
        <>
          {/* biome-ignore lint/performance/noImgElement: a data URL the server drew; nothing to optimise */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(opened.qr)}`}
            alt={`QR code: the customer scans it to pay ${formatCents(dueCents)} by card`}
            width={240}
            height={240}
            className="mx-auto block rounded-lg border border-slate-300 bg-white"
            data-testid="pay-by-card-qr"
          />
          <p className="text-slate-700" role="status">
            Waiting for the payment of {formatCents(dueCents)}. The link was also emailed to {opened.emailedTo}. This
            screen shows Paid when Stripe confirms it.
          </p>
          <a
            href={opened.link}
            className="inline-flex min-h-12 items-center text-brand-700 underline"
            data-testid="pay-by-card-link"
          >
            The payment link
          </a>
        </>
      ) : (
        <>
          <p className="text-slate-700">
            The customer pays {formatCents(dueCents)} on their own phone: scan a code, type the card on Stripe’s page.
          </p>
          <Button type="button" onClick={open} disabled={busy} className="min-h-12 w-full">
            {busy ? "Opening…" : "Show a payment code"}
          </Button>
        </>
      )}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
