import { formatCents } from "@/domain/payments/invoice";
import { PLAN_PERIOD_LABELS } from "@/domain/plans/plan-calendar";
import { SERVICE_TYPE_LABELS, type ServiceType } from "@/domain/pricing/pricing";
import { formatDateLong } from "@/domain/scheduling/schedule";
import type { MembershipView, PlanRow } from "@/server/plans/plans-view";
import { CancelPlanButton, StripeCardButton } from "./plan-forms";

const visitsWords = (included: Record<string, number>) =>
  Object.entries(included)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${SERVICE_TYPE_LABELS[s as ServiceType] ?? s}${n > 1 ? " visits" : ""}`)
    .join(", ");

const STATUS_WORDS: Record<string, string> = {
  pending: "Waiting for your card",
  active: "Active",
  past_due: "Your card was declined: please update it",
  paused: "Paused",
  cancelled: "Cancelled",
};

/**
 * The customer's plans on their dashboard: each membership with its next charge, the terms and
 * Cancel; the plans they may join (Stripe's page saves the card), or, without Stripe, that the
 * business takes plans by phone.
 */
export function CustomerPlans({
  members,
  plans,
  online,
  phone,
}: {
  members: MembershipView[];
  plans: PlanRow[];
  online: boolean;
  phone: string;
}) {
  const live = members.filter((m) => m.status !== "cancelled" || (m.endsOn !== null && m.charges.length > 0));
  const joinable = plans.filter((p) => !members.some((m) => m.planId === p.id && m.status !== "cancelled"));
  if (live.length === 0 && joinable.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="plans-heading" data-testid="customer-plans">
      <h2 id="plans-heading" className="font-bold text-2xl">
        Service plans
      </h2>
      <ul className="mt-4 space-y-3">
        {live.map((m) => (
          <li key={m.id} className="rounded-xl border border-slate-300 p-4" data-testid="my-plan">
            <p className="font-semibold">
              {m.planName}: {formatCents(m.priceCents)} {PLAN_PERIOD_LABELS[m.period]}
            </p>
            <p className="mt-1" data-testid="my-plan-status">
              {STATUS_WORDS[m.status] ?? m.status}
              {m.nextChargeOn ? `. Next charge ${formatDateLong(m.nextChargeOn)} to your saved card.` : "."}
              {m.status === "cancelled" && m.endsOn ? ` Covered until ${formatDateLong(m.endsOn)}.` : ""}
            </p>
            <details className="mt-2 text-slate-700 text-sm">
              <summary className="cursor-pointer">Terms</summary>
              <p className="mt-1 whitespace-pre-line">{m.terms}</p>
            </details>
            {m.status !== "cancelled" && (
              <div className="mt-3 flex flex-wrap gap-3">
                {online && (
                  <StripeCardButton url={`/api/plans/${m.id}/card`} body={{}}>
                    {m.hasCard ? "Update card" : "Add your card"}
                  </StripeCardButton>
                )}
                <CancelPlanButton membershipId={m.id} planName={m.planName} />
              </div>
            )}
          </li>
        ))}
        {joinable.map((p) => (
          <li key={p.id} className="rounded-xl border border-brand-100 bg-brand-50 p-4" data-testid="plan-offer">
            <p className="font-semibold">
              {p.name}: {formatCents(p.priceCents)} {PLAN_PERIOD_LABELS[p.period as "yearly"]}
            </p>
            <p className="mt-1 text-sm">
              {[
                visitsWords(p.includedVisits),
                p.discountBps > 0 ? `${p.discountBps / 100}% off other work` : "",
                p.priority ? "priority times" : "",
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <details className="mt-2 text-slate-700 text-sm">
              <summary className="cursor-pointer">Terms</summary>
              <p className="mt-1 whitespace-pre-line">{p.terms}</p>
            </details>
            <div className="mt-3">
              {online ? (
                <StripeCardButton url="/api/plans/join" body={{ planId: p.id }}>
                  Join<span className="sr-only"> {p.name}</span> with a card
                </StripeCardButton>
              ) : (
                <p data-testid="plans-by-phone">
                  We take plans by phone: {phone ? `call ${phone}` : "contact us"} and we will enrol you.
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
