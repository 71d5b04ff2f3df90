// What a plan gives a member when they book (decision 0044): the included visit at $0
// while the current period has one left, the member price on the other lines, and the priority
// times held back from everyone else. Pure: the server reads the membership and the clock, these
// decide.

import type { PriceLine } from "../pricing/price-lines";
import {
  addDays,
  coveredOn,
  type MembershipStatus,
  memberDiscountCents,
  type PlanPeriod,
  periodOfDay,
} from "./plan-calendar";

/** The line that takes the service to $0: its words are what the page, the email and the invoice show. */
export const INCLUDED_LABEL = "Included in your plan";

/** How far ahead (days) the owner may hold priority times back from non-members. */
export const PRIORITY_DAYS_MAX = 30;

export interface MemberPlan {
  membershipId: string;
  planName: string;
  status: MembershipStatus;
  anchor: string;
  period: PlanPeriod;
  paidPeriods: number;
  endsOn: string | null;
  /** Visits included per period, by service type. */
  includedVisits: Readonly<Record<string, number>>;
  discountBps: number;
  priority: boolean;
}

/**
 * Whether the plan's benefits hold on a local `day`: a paid period contains it, the member did not
 * pause it and, once cancelled, the paid period it kept has not ended. A past-due membership keeps
 * the period it paid for; the unpaid one gives nothing.
 */
export function benefitsOn(m: MemberPlan, day: string): boolean {
  if (m.status === "paused" || m.status === "pending") return false;
  if (m.endsOn !== null && day >= m.endsOn) return false;
  return coveredOn({ anchor: m.anchor, period: m.period, paidPeriods: m.paidPeriods }, day);
}

export interface PlanBenefit {
  membershipId: string;
  planName: string;
  /** The period the visit is taken from (its first day): the one `today` falls in. */
  periodKey: string;
  serviceType: string;
  /** Visits of the service this period includes. */
  includedCount: number;
  /** This booking takes one of them: its service line is $0. */
  included: boolean;
  discountBps: number;
}

/**
 * The benefit a booking of `serviceType` gets on `today` from the member's plans, or null: the
 * plan with an included visit of the service left this period first, else the largest discount.
 * `used` counts the period's live included visits per membership (cancelled bookings give theirs back).
 */
export function planBenefit(
  plans: readonly MemberPlan[],
  serviceType: string,
  today: string,
  used: (membershipId: string, periodKey: string) => number,
): PlanBenefit | null {
  let best: PlanBenefit | null = null;
  for (const m of plans) {
    if (!benefitsOn(m, today)) continue;
    const periodKey = periodOfDay(m.anchor, m.period, today).key;
    const includedCount = m.includedVisits[serviceType] ?? 0;
    const included = includedCount > 0 && used(m.membershipId, periodKey) < includedCount;
    const benefit = {
      membershipId: m.membershipId,
      planName: m.planName,
      periodKey,
      serviceType,
      includedCount,
      included,
      discountBps: m.discountBps,
    };
    if (!best || (included && !best.included) || (included === best.included && m.discountBps > best.discountBps))
      best = benefit;
  }
  return best && (best.included || best.discountBps > 0) ? best : null;
}

/** An add-on's member price: the discount in cents taken off, rounded as the plan rounds it. */
export const memberPriceCents = (cents: number, discountBps: number): number =>
  cents - memberDiscountCents(cents, discountBps);

/** What the line that takes a member's service to the member price starts with (decision 0044, amended). */
export const MEMBER_PRICE_LABEL = "Member price";

const percentOf = (bps: number) => `${bps / 100}%`;

/**
 * The member price of a service the plan does not include, or whose included visits this period
 * are booked (decision 0044, amended): a line of the plan's discount off the service (rounded half
 * up, as every member price), or null when nothing is taken off, or when what already lowered the
 * service (an offer, a quote, the recurring discount) takes off as much or more: the best applies
 * and nothing stacks (decision 0012).
 */
export function memberServiceLine(lines: readonly PriceLine[], benefit: PlanBenefit | null): PriceLine | null {
  if (!benefit || benefit.included || benefit.discountBps <= 0) return null;
  const service = lines.find((l) => l.kind === "service");
  if (!service) return null;
  const off = memberDiscountCents(service.cents, benefit.discountBps);
  const already = -lines.filter((l) => l.kind === "discount").reduce((sum, l) => sum + l.cents, 0);
  if (off <= 0 || off <= already) return null;
  return {
    kind: "plan",
    label: `${MEMBER_PRICE_LABEL} (${benefit.planName}, ${percentOf(benefit.discountBps)} off)`,
    cents: -off,
  };
}

/**
 * A booking's lines in plan mode: an included visit keeps the service line and adds one that takes
 * it to $0 (what else lowered it is dropped: $0 is the least it costs); any other visit of a member
 * takes the member price on its service when that is the better price (memberServiceLine, which
 * then drops the offer it beat); every add-on is at the member price. Without a benefit the lines
 * are as given.
 */
export function withPlanLines(lines: readonly PriceLine[], benefit: PlanBenefit | null): PriceLine[] {
  if (!benefit) return [...lines];
  const member = memberServiceLine(lines, benefit);
  const out: PriceLine[] = [];
  for (const line of lines) {
    if (line.kind === "discount" && (benefit.included || member)) continue;
    if (line.kind === "add-on") {
      out.push({ ...line, cents: memberPriceCents(line.cents, benefit.discountBps) });
      continue;
    }
    out.push(line);
    if (line.kind === "service" && benefit.included)
      out.push({ kind: "plan", label: `${INCLUDED_LABEL} (${benefit.planName})`, cents: -line.cents });
    else if (line.kind === "service" && member) out.push(member);
  }
  return out;
}

/**
 * What the booking page says of the member's price, beside the total; null when nothing to say.
 * `serviceAtMemberPrice`: the visit's own line is at the member price (memberServiceLine).
 */
export function planNote(benefit: PlanBenefit, hasAddOns: boolean, serviceAtMemberPrice = false): string | null {
  const percent = percentOf(benefit.discountBps);
  const parts = [
    benefit.included ? `${INCLUDED_LABEL}: $0 (${benefit.planName}).` : null,
    !benefit.included && benefit.includedCount > 0
      ? `This period's included visits of this service in your ${benefit.planName} are booked.`
      : null,
    serviceAtMemberPrice
      ? `This visit${hasAddOns ? " and its add-ons" : ""} at your ${percent} member price (${benefit.planName}).`
      : hasAddOns && benefit.discountBps > 0
        ? `Add-ons at your ${percent} member price.`
        : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" ") : null;
}

/**
 * Whether the plan decision the owner's phone form showed still holds (decision 0044, amended):
 * `expected` is what the form priced with (undefined: the caller said nothing, as before), the
 * benefit the server's. Only what changes the price counts: included or not, and the discount.
 */
export function sameOfficePlan(
  expected: { included: boolean; discountBps: number } | null | undefined,
  benefit: PlanBenefit | null,
): boolean {
  if (expected === undefined) return true;
  if (expected === null || benefit === null) return expected === benefit;
  return expected.included === benefit.included && expected.discountBps === benefit.discountBps;
}

/** What a quote's add-on line reads once at the member price. */
export const MEMBER_PRICE_SUFFIX = " (member price)";

/**
 * A quote's lines with its add-ons (the optional lines) at the member price fixed when the quote
 * was sent (decision 0044): each unit's price less the discount, rounded as the plan rounds it.
 * The option's own lines are the price the owner quoted and stay as they are.
 */
export function memberQuoteLines<L extends { name: string; unitCents: number; optional: boolean }>(
  lines: readonly L[],
  discountBps: number,
): L[] {
  if (discountBps <= 0) return [...lines];
  return lines.map((l) =>
    l.optional
      ? { ...l, name: `${l.name}${MEMBER_PRICE_SUFFIX}`, unitCents: memberPriceCents(l.unitCents, discountBps) }
      : l,
  );
}

/** Every option of a quote with its add-ons at the member price (the page and the approval alike). */
export const memberQuoteOptions = <
  O extends { lines: readonly { name: string; unitCents: number; optional: boolean }[] },
>(
  options: readonly O[],
  discountBps: number,
): O[] => options.map((o) => ({ ...o, lines: memberQuoteLines(o.lines, discountBps) }));

/**
 * An extra the crew adds on site to a member's visit (decision 0044): at the member price of the
 * discount the visit was booked with (its plan visit's), each unit rounded as the plan rounds it.
 */
export function memberExtra(extra: { description: string; unitCents: number }, discountBps: number) {
  if (discountBps <= 0) return { description: extra.description, unitCents: extra.unitCents };
  return {
    description: `${extra.description}${MEMBER_PRICE_SUFFIX}`,
    unitCents: memberPriceCents(extra.unitCents, discountBps),
  };
}

/**
 * The owner's one line on the phone booking page (decision 0044): the caller's plan and what it
 * gives this visit, so the price read out is not a surprise to the owner either.
 */
export function officePlanNote(benefit: PlanBenefit): string {
  const percent = percentOf(benefit.discountBps);
  const member = !benefit.included && benefit.discountBps > 0;
  const parts = [
    benefit.included ? "this visit is included at $0" : null,
    !benefit.included && benefit.includedCount > 0 ? "this period's included visit is already booked" : null,
    // The phone booking's table lines carry no offer, so a member's service is at the member price.
    member ? `this visit and add-ons at the ${percent} member price` : null,
    benefit.included && benefit.discountBps > 0 ? `add-ons ${percent} off` : null,
  ].filter(Boolean);
  return `Plan applied (${benefit.planName}): ${parts.join("; ")}.`;
}

/**
 * The first local day a non-member may book when the owner holds the next `priorityDays` days'
 * times for members (0: nothing held): today plus that many days.
 */
export function firstOpenDay(today: string, priorityDays: number): string | null {
  if (!Number.isInteger(priorityDays) || priorityDays <= 0) return null;
  return addDays(today, Math.min(priorityDays, PRIORITY_DAYS_MAX));
}

/** Whether a non-member may book `date` given the first day open to them. */
export const openToEveryone = (date: string, firstOpen: string | null): boolean =>
  firstOpen === null || date >= firstOpen;
