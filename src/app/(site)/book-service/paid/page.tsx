import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { LiveRefresh } from "@/components/admin/live-refresh";
import { formatCents } from "@/domain/payments/invoice";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { ownCheckout } from "@/server/deposits/checkout-view";
import { getSessionUser } from "@/server/session";

export const metadata: Metadata = { title: "Your booking", robots: { index: false } };

// Where Stripe's page sends the customer back (decision 0045). It only reads: the signed webhook
// books the visit (or refunds the deposit when the time went), and this page says which.
export default async function BookingPaid({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const id = typeof query.checkout === "string" ? query.checkout : "";
  const user = await getSessionUser();
  if (!user) redirect(`/customer-login?next=${encodeURIComponent(`/book-service/paid?checkout=${id}`)}`);
  if (query.cancelled)
    return (
      <Shell heading="Nothing was booked">
        <p>You left Stripe's page before paying, so nothing was charged and nothing was booked.</p>
        <Link href="/" className="font-semibold text-brand-700 underline">
          Back to the site
        </Link>
      </Shell>
    );
  if (!z.uuid().safeParse(id).success) notFound();
  const row = await ownCheckout(await getDb(), user.id, id);
  if (!row) notFound();
  if (row.status === "booked" && row.bookingId)
    return (
      <Shell heading="Your visit is booked">
        <p data-testid="paid-state">
          {row.kind === "deposit"
            ? `Your deposit of ${formatCents(row.depositCents)} is paid; ${formatCents(row.priceCents - row.depositCents)} is left to pay after the visit.`
            : "Your card is saved with Stripe; nothing was charged."}{" "}
          The confirmation is in your email.
        </p>
        <Link
          href={`/customer-dashboard?booked=${encodeURIComponent(row.bookingId)}`}
          className="font-semibold text-brand-700 underline"
        >
          See your visit
        </Link>
      </Shell>
    );
  if (row.status === "refused")
    return (
      <Shell heading="That time was taken">
        <p data-testid="paid-state">
          While you were paying, the time was booked by someone else, so your visit is not booked.{" "}
          {row.kind === "deposit"
            ? `Your deposit of ${formatCents(row.depositCents)} ${row.refundState === "succeeded" ? "is refunded" : "is being refunded"} in full.`
            : "Your card was not charged."}
        </p>
        <Link href="/" className="font-semibold text-brand-700 underline">
          Choose another time
        </Link>
      </Shell>
    );
  return (
    <Shell heading="Stripe is confirming">
      <LiveRefresh seconds={3} />
      <p data-testid="paid-state" role="status">
        Stripe is confirming your {row.kind === "deposit" ? "payment" : "card"}. This page updates by itself in a few
        seconds.
      </p>
    </Shell>
  );
}

function Shell({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-10">
      <h1 className="font-bold text-3xl">{heading}</h1>
      {children}
    </div>
  );
}
