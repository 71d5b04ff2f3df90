// "You're due" (docs/decisions/0039-youre-due-campaigns.md): which past customers are written to,
// for which service, and how often. Plain functions; the clock and the business zone are inputs.

import { SERVICE_TYPES, type ServiceType } from "../pricing/pricing";
import { serviceKeyed } from "../pricing/service-type-schema";
import { addMonthsToDate, localDate, suggestedInterval } from "../scheduling/schedule";
import { z } from "../validation/zod";

/** The owner's months between visits, per service, until they set their own. */
export const DUE_DEFAULT_INTERVALS: Record<ServiceType, number> = {
  air_duct: suggestedInterval("air_duct").months,
  dryer_vent: suggestedInterval("dryer_vent").months,
  duct_and_dryer: suggestedInterval("duct_and_dryer").months,
};

/** An interval the owner may set: a quarter at least (the message cap), ten years at most. */
export const DUE_INTERVAL_LIMITS = { min: 3, max: 120 } as const;

/** At most one "you're due" per customer in any 90 days, and never two in one calendar quarter. */
export const DUE_MIN_GAP_DAYS = 90;

/** The booking link in the email books for this long after it was sent. */
export const DUE_LINK_VALID_DAYS = 30;

const DAY_MS = 86_400_000;

export interface DueSettings {
  enabled: boolean;
  intervals: Record<ServiceType, number>;
}

export const DEFAULT_DUE_SETTINGS: DueSettings = { enabled: true, intervals: { ...DUE_DEFAULT_INTERVALS } };

const months = z
  .number({ error: "Enter the months as a whole number." })
  .int("Enter the months as a whole number.")
  .min(DUE_INTERVAL_LIMITS.min, `At least ${DUE_INTERVAL_LIMITS.min} months.`)
  .max(DUE_INTERVAL_LIMITS.max, `At most ${DUE_INTERVAL_LIMITS.max} months.`);

/** What the owner's settings form sends. */
export const dueSettingsSchema = z
  .object({
    enabled: z.boolean(),
    intervals: serviceKeyed(z.object({ air_duct: months, dryer_vent: months, duct_and_dryer: months }).strict()),
  })
  .strict();

/** The stored settings as the rules read them: anything missing or out of range is the default. */
export function readDueSettings(stored: unknown): DueSettings {
  const parsed = dueSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_DUE_SETTINGS;
}

/** "2026-Q4": the business's calendar quarter of `at`, the key that holds one message per customer. */
export function quarterKey(at: Date, timeZone: string): string {
  const [year, month] = localDate(at, timeZone).split("-").map(Number);
  return `${year}-Q${Math.floor(((month ?? 1) - 1) / 3) + 1}`;
}

/** Whether a customer last written to at `lastAt` may be written to at `now`. */
export function messageAllowed(lastAt: Date | null, now: Date, timeZone: string): boolean {
  if (!lastAt) return true;
  if (now.getTime() - lastAt.getTime() < DUE_MIN_GAP_DAYS * DAY_MS) return false;
  return quarterKey(lastAt, timeZone) !== quarterKey(now, timeZone);
}

export interface DueVisit {
  bookingId: string;
  serviceType: string;
  /** The completed visit's local date, "YYYY-MM-DD". */
  date: string;
}

export interface DueCustomer {
  userId: string;
  /** The latest marketing choice the customer gave (a price request's optional box). */
  marketingConsent: boolean;
  /** Unsubscribed from these emails, or from the newsletter. */
  unsubscribed: boolean;
  /** When the last "you're due" went to them, if ever. */
  lastMessageAt: Date | null;
  /** A pending or confirmed booking still to come: nothing to remind them of. */
  hasUpcoming: boolean;
  visits: readonly DueVisit[];
}

export interface DuePick {
  userId: string;
  serviceType: ServiceType;
  /** The last completed visit of that service: its address is the one the link books. */
  bookingId: string;
  lastVisitDate: string;
  /** The day the interval ran out. */
  dueDate: string;
}

const isServiceType = (s: string): s is ServiceType => (SERVICE_TYPES as readonly string[]).includes(s);

/**
 * The service one customer is due for at `now`, or null: for each service, their latest
 * completed visit plus the owner's interval; of those already reached, the one overdue longest.
 */
export function dueService(customer: DueCustomer, settings: DueSettings, now: Date, timeZone: string): DuePick | null {
  const today = localDate(now, timeZone);
  const latest = new Map<ServiceType, DueVisit>();
  for (const visit of customer.visits) {
    if (!isServiceType(visit.serviceType)) continue;
    const known = latest.get(visit.serviceType);
    if (!known || visit.date > known.date) latest.set(visit.serviceType, visit);
  }
  let pick: DuePick | null = null;
  for (const [serviceType, visit] of latest) {
    const dueDate = addMonthsToDate(visit.date, settings.intervals[serviceType]);
    if (dueDate > today) continue;
    if (!pick || dueDate < pick.dueDate) {
      pick = { userId: customer.userId, serviceType, bookingId: visit.bookingId, lastVisitDate: visit.date, dueDate };
    }
  }
  return pick;
}

/** Why a customer is left out, or null when they get a message. */
export function leftOutBecause(
  customer: DueCustomer,
  now: Date,
  timeZone: string,
): "no-consent" | "unsubscribed" | "upcoming" | "recently-written" | null {
  if (customer.unsubscribed) return "unsubscribed";
  if (!customer.marketingConsent) return "no-consent";
  if (customer.hasUpcoming) return "upcoming";
  if (!messageAllowed(customer.lastMessageAt, now, timeZone)) return "recently-written";
  return null;
}

/** Who is due at `now`: one pick per customer, none when the owner turned campaigns off. */
export function whoIsDue(
  customers: readonly DueCustomer[],
  settings: DueSettings,
  now: Date,
  timeZone: string,
): DuePick[] {
  if (!settings.enabled) return [];
  return customers.flatMap((c) => {
    if (leftOutBecause(c, now, timeZone) !== null) return [];
    const pick = dueService(c, settings, now, timeZone);
    return pick ? [pick] : [];
  });
}

/** Until when a link sent at `sentAt` books. */
export const dueLinkExpiry = (sentAt: Date): Date => new Date(sentAt.getTime() + DUE_LINK_VALID_DAYS * DAY_MS);
