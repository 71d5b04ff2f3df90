import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { StripeCardButton } from "@/components/plans/plan-forms";
import { formatCents } from "@/domain/payments/invoice";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { onlinePaymentsEnabled } from "@/server/payments/stripe-gateway";
import { ownLiveMembership } from "@/server/plans/plans-view";
import { getSessionUser } from "@/server/session";

export const metadata: Metadata = { title: "Update your card", robots: { index: false } };

// The dunning email's link: a page of ours (a Stripe page expires in a day), whose button opens
// Stripe's page to save another card for the customer's own membership.
export default async function UpdatePlanCard({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const path = `/customer-dashboard/plan/${id}/card`;
  const user = await getSessionUser();
  if (!user) redirect(`/customer-login?next=${encodeURIComponent(path)}`);
  if (!z.uuid().safeParse(id).success) notFound();
  const m = await ownLiveMembership(await getDb(), user.id, id);
  if (!m) notFound();
  const declined = m.charges.find((c) => c.status === "declined" || c.status === "abandoned");
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-bold text-3xl">Update your card</h1>
      <p className="mt-3">
        {m.planName}: {formatCents(m.priceCents)}.{" "}
        {declined
          ? `The charge of ${formatCents(declined.amountCents)} was declined; a new card is charged at once.`
          : "Your plan is paid up; the new card is used from the next renewal."}
      </p>
      <div className="mt-6">
        {onlinePaymentsEnabled() ? (
          <StripeCardButton url={`/api/plans/${m.id}/card`} body={{}}>
            Update card on Stripe
          </StripeCardButton>
        ) : (
          <p>Online payments are off just now: please call us to update your card.</p>
        )}
      </div>
      <p className="mt-6">
        <Link href="/customer-dashboard" className="font-semibold text-brand-700 underline">
          Back to your account
        </Link>
      </p>
    </div>
  );
}
