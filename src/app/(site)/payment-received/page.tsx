import type { Metadata } from "next";
import { CallOrEmailUs } from "@/components/layout/call-us";

export const metadata: Metadata = { title: "Card payment", robots: { index: false } };

const WORDS = {
  paid: {
    heading: "Thank you",
    text: "Stripe is confirming your card payment. The technician's screen shows Paid once it has, and your receipt comes by email.",
  },
  expired: {
    heading: "This payment link has ended",
    text: "Payment links work for a day, and not for an invoice that was cancelled. Ask the technician for a new code, or pay from your invoice's email.",
  },
  unknown: {
    heading: "This payment link is not one of ours",
    text: "Check that the whole link was copied, or ask the technician for a new code.",
  },
} as const;

/**
 * Where Stripe sends the customer's phone after a "Pay by card", and where a stale link
 * lands. It needs no account: a customer at the door may have none.
 */
export default async function PaymentReceivedPage({ searchParams }: { searchParams: Promise<{ link?: string }> }) {
  const { link } = await searchParams;
  const words = link === "expired" ? WORDS.expired : link === "unknown" ? WORDS.unknown : WORDS.paid;
  return (
    <article className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-bold text-3xl">{words.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{words.text}</p>
      <p className="mt-6 text-slate-700">
        Questions? <CallOrEmailUs />
      </p>
    </article>
  );
}
