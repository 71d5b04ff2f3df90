import "server-only";
import { and, desc, eq, gte, inArray, lte, max, sql } from "drizzle-orm";
import {
  DUE_INTERVAL_LIMITS,
  type DueCustomer,
  type DuePick,
  type DueSettings,
  readDueSettings,
  whoIsDue,
} from "@/domain/campaigns/due";
import { addMonthsToDate, localDate } from "@/domain/scheduling/schedule";
import type { Reader } from "@/server/db/client";
import { emailKey } from "@/server/db/person-keys";
import {
  bookings,
  dueMessages,
  dueOptOuts,
  dueSettings,
  newsletterSubscribers,
  pricingLeads,
  user,
} from "@/server/db/schema";

/** Customers looked at per round of queries. */
const CHUNK = 500;

/** The owner's settings, or the defaults before they saved any. */
export async function loadDueSettings(db: Reader): Promise<DueSettings> {
  const [row] = await db.select({ settings: dueSettings.settings }).from(dueSettings).where(eq(dueSettings.id, "due"));
  return readDueSettings(row?.settings ?? null);
}

export interface DueTarget extends DuePick {
  email: string;
  intervalMonths: number;
}

/**
 * Who gets a "you're due" at `now` (decision 0039): everything the rule needs, read for the
 * customers with a completed visit old enough for the shortest interval, then judged by the
 * domain's `whoIsDue`. Read-only: the preview count and the run share it.
 */
export async function dueTargets(db: Reader, now: Date, timeZone: string): Promise<DueTarget[]> {
  const settings = await loadDueSettings(db);
  if (!settings.enabled) return [];
  const today = localDate(now, timeZone);
  const shortest = Math.max(DUE_INTERVAL_LIMITS.min, Math.min(...Object.values(settings.intervals)));
  const cutoff = addMonthsToDate(today, -shortest);
  const candidates = await db
    .selectDistinct({ userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.status, "completed"), lte(bookings.appointmentDate, cutoff)));
  const targets: DueTarget[] = [];
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const ids = candidates.slice(i, i + CHUNK).map((c) => c.userId);
    const customers = await readCustomers(db, ids, today);
    const emails = new Map(customers.map((c) => [c.userId, c.email]));
    for (const pick of whoIsDue(customers, settings, now, timeZone)) {
      const email = emails.get(pick.userId);
      if (email) targets.push({ ...pick, email, intervalMonths: settings.intervals[pick.serviceType] });
    }
  }
  return targets;
}

/** The facts of `whoIsDue` for these accounts, in a handful of indexed queries. */
export async function readCustomers(
  db: Reader,
  ids: readonly string[],
  today: string,
): Promise<(DueCustomer & { email: string })[]> {
  if (ids.length === 0) return [];
  const accounts = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(inArray(user.id, [...ids]));
  const keys = accounts.map((a) => a.email.trim().toLowerCase());
  const [visits, upcoming, optOuts, newsletterOut, last, consents] = await Promise.all([
    db
      .select({
        userId: bookings.userId,
        bookingId: bookings.id,
        serviceType: bookings.serviceType,
        date: bookings.appointmentDate,
      })
      .from(bookings)
      .where(and(inArray(bookings.userId, [...ids]), eq(bookings.status, "completed"))),
    db
      .selectDistinct({ userId: bookings.userId })
      .from(bookings)
      .where(
        and(
          inArray(bookings.userId, [...ids]),
          inArray(bookings.status, ["pending", "confirmed", "in_progress"]),
          gte(bookings.appointmentDate, today),
        ),
      ),
    db
      .select({ userId: dueOptOuts.userId })
      .from(dueOptOuts)
      .where(inArray(dueOptOuts.userId, [...ids])),
    keys.length
      ? db
          .select({ email: newsletterSubscribers.email })
          .from(newsletterSubscribers)
          .where(and(inArray(newsletterSubscribers.email, keys), eq(newsletterSubscribers.status, "unsubscribed")))
      : Promise.resolve([]),
    db
      .select({ userId: dueMessages.userId, at: max(dueMessages.sentAt) })
      .from(dueMessages)
      .where(inArray(dueMessages.userId, [...ids]))
      .groupBy(dueMessages.userId),
    // Each price request asks again: the latest answer of the person's email is their choice.
    keys.length
      ? db
          .selectDistinctOn([emailKey(pricingLeads.email)], {
            email: sql<string>`${emailKey(pricingLeads.email)}`,
            consent: pricingLeads.marketingConsent,
          })
          .from(pricingLeads)
          .where(inArray(emailKey(pricingLeads.email), keys))
          .orderBy(emailKey(pricingLeads.email), desc(pricingLeads.createdAt))
      : Promise.resolve([]),
  ]);
  const upcomingSet = new Set(upcoming.map((u) => u.userId));
  const optedOut = new Set(optOuts.map((o) => o.userId));
  const newsletterGone = new Set(newsletterOut.map((n) => n.email));
  const lastAt = new Map(last.map((l) => [l.userId, l.at]));
  const consent = new Map(consents.map((c) => [c.email, c.consent]));
  return accounts
    .filter((a) => a.role === "customer")
    .map((a) => {
      const key = a.email.trim().toLowerCase();
      return {
        userId: a.id,
        email: a.email,
        marketingConsent: consent.get(key) === true,
        unsubscribed: optedOut.has(a.id) || newsletterGone.has(key),
        lastMessageAt: lastAt.get(a.id) ?? null,
        hasUpcoming: upcomingSet.has(a.id),
        visits: visits.filter((v) => v.userId === a.id),
      };
    });
}
