import Link from "next/link";
import { EMPTY_PLAN, MembershipActions, PlanForm, RefundChargeButton } from "@/components/plans/plan-forms";
import { centsToDecimal } from "@/domain/money/format";
import { formatCents } from "@/domain/payments/invoice";
import { PLAN_PERIOD_LABELS } from "@/domain/plans/plan-calendar";
import { SERVICE_TYPE_LABELS, type ServiceType } from "@/domain/pricing/pricing";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { onlinePaymentsEnabled } from "@/server/payments/stripe-gateway";
import { plansView } from "@/server/plans/plans-view";

export const metadata = { title: "Service plans", robots: { index: false } };

const visitsWords = (included: Record<string, number>) =>
  Object.entries(included)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} × ${SERVICE_TYPE_LABELS[s as ServiceType] ?? s}`)
    .join(", ") || "no visits included";

const STATUS_WORDS: Record<string, string> = {
  pending: "Waiting for a card",
  active: "Active",
  past_due: "Card declined (retrying)",
  paused: "Paused",
  cancelled: "Ended",
};

export default async function AdminPlans() {
  await requireAdminPage("/admin/plans");
  const { plans, members } = await plansView(await getDb());
  const online = onlinePaymentsEnabled();
  return (
    <>
      <h1 className="font-bold text-3xl">Service plans</h1>
      <p className="mt-2 max-w-3xl text-slate-700" data-testid="plans-online">
        {online
          ? "Customers join online and save a card on Stripe's page; this site charges it on each renewal day, retries a declined card on day 3 and 7, then pauses the plan and emails you."
          : "Online payments are off: the join button tells customers you take plans by phone, and nothing is charged. "}
        {!online && (
          <Link href="/admin/settings/payments" className="font-semibold text-brand-700 underline">
            Turn online payments on
          </Link>
        )}
      </p>

      <section aria-labelledby="plans-heading" className="mt-8">
        <h2 id="plans-heading" className="font-bold text-xl">
          Plans ({plans.length})
        </h2>
        <ul className="mt-3 space-y-4">
          {plans.map((p) => (
            <li key={p.id} className="rounded-xl border border-slate-300 p-4" data-testid="plan">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{p.name}</span>: {formatCents(p.priceCents)}{" "}
                  {PLAN_PERIOD_LABELS[p.period as "yearly"]}, {visitsWords(p.includedVisits)}, {p.discountBps / 100}%
                  off other work
                  {p.priority
                    ? `, priority times${p.priorityDays ? ` (next ${p.priorityDays} days members only)` : ""}`
                    : ""}
                  {p.active ? "" : " (closed to new members)"}
                </summary>
                <div className="mt-3">
                  <PlanForm
                    idPrefix={`plan-${p.id.slice(0, 8)}`}
                    initial={{
                      id: p.id,
                      name: p.name,
                      price: centsToDecimal(p.priceCents),
                      period: p.period as "yearly",
                      includedVisits: {
                        ...EMPTY_PLAN.includedVisits,
                        ...Object.fromEntries(Object.entries(p.includedVisits).map(([s, n]) => [s, String(n)])),
                      },
                      discountPercent: String(p.discountBps / 100),
                      terms: p.terms,
                      priority: p.priority,
                      priorityDays: String(p.priorityDays),
                      active: p.active,
                    }}
                  />
                </div>
              </details>
            </li>
          ))}
        </ul>
        <h3 className="mt-6 font-semibold text-lg">Add a plan</h3>
        <div className="mt-2 rounded-xl border border-slate-300 p-4">
          <PlanForm idPrefix="new-plan" initial={EMPTY_PLAN} />
        </div>
      </section>

      <section aria-labelledby="members-heading" className="mt-10">
        <h2 id="members-heading" className="font-bold text-xl">
          Members ({members.length})
        </h2>
        {members.length === 0 && (
          <p className="mt-2 text-slate-600">No members yet. Enrol a customer from their page in Customers.</p>
        )}
        <ul className="mt-3 space-y-4">
          {members.map((m) => (
            <li key={m.id} className="rounded-xl border border-slate-300 p-4" data-testid="membership">
              <p>
                <Link href={`/admin/customers/${m.customerId}`} className="font-semibold text-brand-700 underline">
                  {m.customerName}
                </Link>{" "}
                · {m.planName} · {formatCents(m.priceCents)} {PLAN_PERIOD_LABELS[m.period]} ·{" "}
                <span className="font-semibold" data-testid="membership-status">
                  {STATUS_WORDS[m.status] ?? m.status}
                </span>
              </p>
              <p className="mt-1 text-slate-700 text-sm">
                {m.nextChargeOn ? `Next charge ${formatDateLong(m.nextChargeOn)}. ` : ""}
                {m.endsOn ? `Ends ${formatDateLong(m.endsOn)}. ` : ""}
                {m.hasCard ? "Card on file (Stripe)." : "No card on file."}
              </p>
              {m.charges.length > 0 && (
                <ul className="mt-2 space-y-2 text-sm">
                  {m.charges.map((c) => (
                    <li key={c.id} className="flex flex-wrap items-end justify-between gap-2">
                      <span>
                        Period from {formatDateLong(c.periodKey)}: {formatCents(c.amountCents)}, {c.status}
                        {c.attempts > 1 ? ` after ${c.attempts} tries` : ""}
                        {c.nextRetryOn ? `, next try ${formatDateLong(c.nextRetryOn)}` : ""}
                      </span>
                      {c.status === "succeeded" && online && (
                        <RefundChargeButton
                          chargeId={c.id}
                          label={`${m.customerName}'s ${m.planName}, period from ${c.periodKey}`}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-3">
                <MembershipActions membershipId={m.id} status={m.status} label={`${m.customerName}'s ${m.planName}`} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
