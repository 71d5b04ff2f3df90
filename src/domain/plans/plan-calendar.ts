// The calendar of a service plan (decision 0038): a membership's periods counted from the
// local day it started, what is due at `now`, what its visits and discount are worth, and when a
// declined renewal is tried again. Days are the business's local calendar days ("2027-01-31"), so a
// renewal falls on the same day the owner and the customer read; the clock is always an input.

import { localDay } from "../time/local-time";

export const PLAN_PERIODS = ["yearly", "monthly"] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export const PLAN_PERIOD_LABELS: Record<PlanPeriod, string> = { yearly: "a year", monthly: "a month" };

export const MEMBERSHIP_STATUSES = ["pending", "active", "past_due", "paused", "cancelled"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** Days after the first decline on which the card is tried again; a decline on the last pauses the plan. */
export const DUNNING_RETRY_DAYS = [3, 7] as const;

const MONTHS: Record<PlanPeriod, number> = { yearly: 12, monthly: 1 };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`not a day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `day` moved by whole months, kept on the anchor's day of the month or the month's last day when
 * it has fewer (a plan started January 31 renews monthly on February 28, then March 31).
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** A calendar day moved by whole days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  const at = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

export interface PlanPeriodSpan {
  /** 0 for the period the membership started with. */
  index: number;
  /** The first day of the period: also its key (`membership:<id>:period:<key>`). */
  key: string;
  start: string;
  /** The first day of the next period (the period ends the day before). */
  end: string;
}

/** The `index`th period of a membership that started on `anchor`. */
export function periodAt(anchor: string, period: PlanPeriod, index: number): PlanPeriodSpan {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`period index must be >= 0, got ${index}`);
  const start = addMonths(anchor, index * MONTHS[period]);
  return { index, key: start, start, end: addMonths(anchor, (index + 1) * MONTHS[period]) };
}

/** The period a local `day` falls in (the first one for a day before the anchor). */
export function periodOfDay(anchor: string, period: PlanPeriod, day: string): PlanPeriodSpan {
  if (day < anchor) return periodAt(anchor, period, 0);
  const [ay, am] = parts(anchor);
  const [y, m] = parts(day);
  // An estimate by months, then corrected by a step either way (month ends make it off by one).
  let index = Math.floor(((y - ay) * 12 + (m - am)) / MONTHS[period]);
  while (index > 0 && periodAt(anchor, period, index).start > day) index -= 1;
  while (periodAt(anchor, period, index + 1).start <= day) index += 1;
  return periodAt(anchor, period, index);
}

/** The period `now` falls in, on the business's calendar. */
export const periodAtNow = (anchor: string, period: PlanPeriod, now: Date, timeZone: string): PlanPeriodSpan =>
  periodOfDay(anchor, period, localDay(now, timeZone));

export interface MembershipClock {
  anchor: string;
  period: PlanPeriod;
  /** How many periods have been paid (the next to charge is this index). */
  paidPeriods: number;
  status: MembershipStatus;
}

/** The period the server charges next and the day it is charged (its first day). */
export const nextCharge = (m: Pick<MembershipClock, "anchor" | "period" | "paidPeriods">): PlanPeriodSpan =>
  periodAt(m.anchor, m.period, m.paidPeriods);

/**
 * The period to charge at `now`, or null: only an active membership with a card is charged, and
 * only once the next period has begun on the business's calendar. A past-due one is retried by the
 * dunning schedule instead; paused, cancelled and pending (no card yet) ones are never charged.
 */
export function dueRenewal(m: MembershipClock, now: Date, timeZone: string): PlanPeriodSpan | null {
  if (m.status !== "active") return null;
  const next = nextCharge(m);
  return localDay(now, timeZone) >= next.start ? next : null;
}

/** The membership's paid span: covered while a paid period contains the day. */
export function coveredOn(m: Pick<MembershipClock, "anchor" | "period" | "paidPeriods">, day: string): boolean {
  if (m.paidPeriods <= 0) return false;
  return day >= m.anchor && day < periodAt(m.anchor, m.period, m.paidPeriods).start;
}

export type DunningStep = { retryOn: string } | { pause: true };

/**
 * After the `attempts`th declined try of a period's charge (1 = the renewal itself), first declined
 * on `firstDeclinedOn`: the day of the next try, or pause (after the try on the last retry day).
 */
export function afterDecline(firstDeclinedOn: string, attempts: number): DunningStep {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be >= 1, got ${attempts}`);
  const retry = DUNNING_RETRY_DAYS[attempts - 1];
  return retry === undefined ? { pause: true } : { retryOn: addDays(firstDeclinedOn, retry) };
}

/** Visits of each service a period includes, less those booked from it; never below zero. */
export function includedVisitsLeft(
  included: Readonly<Record<string, number>>,
  used: Readonly<Record<string, number>>,
): Record<string, number> {
  const left: Record<string, number> = {};
  for (const [service, count] of Object.entries(included)) left[service] = Math.max(0, count - (used[service] ?? 0));
  return left;
}

/** A member's discount in cents on `cents` of other work: basis points, rounded half up. */
export function memberDiscountCents(cents: number, discountBps: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cents must be a whole amount, got ${cents}`);
  if (!Number.isInteger(discountBps) || discountBps < 0 || discountBps > 10_000)
    throw new RangeError(`discount must be 0..10000 basis points, got ${discountBps}`);
  return Math.floor((cents * discountBps + 5_000) / 10_000);
}

/** The idempotency key of a period's charge, sent to Stripe and stored with the charge. */
export const periodChargeKey = (membershipId: string, periodKey: string, attempt = 1): string =>
  attempt <= 1
    ? `membership:${membershipId}:period:${periodKey}`
    : `membership:${membershipId}:period:${periodKey}:try:${attempt}`;
