import "server-only";
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { type DuplicatePair, pairKey, possibleDuplicates } from "@/domain/owner/duplicates";
import { localDate } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { bookingStatusChanges, bookings, crews, duplicateDismissals, pricingLeads, user } from "@/server/db/schema";
import { paidLines } from "@/server/visits/visit-money";
import { amountsToCollect } from "./amounts-to-collect";
import { failingMessages } from "./outbox-report";

const LIST_LIMIT = 50;
/**
 * Cards of each of the day's to-do lists on the first screen: the rest are a link away (the
 * bookings and leads lists). Fifty of each made /admin about 400 KB on a year of history.
 */
export const DAY_LIST = 10;

/** The dates that are "today" somewhere we work, earliest first (one or two around midnight). */
function todays(now: Date): string[] {
  return [...new Set(SERVICE_AREAS.map((a) => localDate(now, a.timeZone)))].sort();
}

const bookingRow = { booking: bookings, customerName: user.name, customerEmail: user.email };

/**
 * Live bookings from today on (in the earliest zone) with the pairs that may be duplicates of each
 * other, the pairs the owner dismissed left out. Admin only (checked by callers).
 */
export async function upcomingDuplicates(db: Db, now: Date) {
  const rows = await db
    .select(bookingRow)
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(
      and(
        inArray(bookings.status, ["pending", "confirmed", "in_progress"]),
        gte(bookings.appointmentDate, todays(now)[0] ?? localDate(now, "UTC")),
      ),
    );
  const ids = rows.map((r) => r.booking.id);
  const dismissed =
    ids.length === 0
      ? []
      : await db
          .select({ a: duplicateDismissals.bookingA, b: duplicateDismissals.bookingB })
          .from(duplicateDismissals)
          .where(or(inArray(duplicateDismissals.bookingA, ids), inArray(duplicateDismissals.bookingB, ids)));
  const pairs = possibleDuplicates(
    rows.map((r) => r.booking),
    new Set(dismissed.map((d) => pairKey(d.a, d.b))),
  );
  const byId = new Map(rows.map((r) => [r.booking.id, r]));
  return pairs.flatMap((pair: DuplicatePair) => {
    const a = byId.get(pair.a);
    const b = byId.get(pair.b);
    return a && b ? [{ ...pair, bookings: [a, b] as const }] : [];
  });
}

export type DuplicateView = Awaited<ReturnType<typeof upcomingDuplicates>>[number];

/**
 * What needs doing now, for the owner's first screen: today's visits (in each area's own zone)
 * with their crews and what to collect, the latest DAY_LIST bookings waiting for a confirmation
 * (shown soonest first, with how many wait in all), the DAY_LIST leads nobody has called for
 * longest (and whether there are more), messages failing to go out, and possible duplicates.
 * Admin only (checked by callers).
 */
export async function ownerDay(db: Db, now: Date) {
  const dates = todays(now);
  const pending = and(eq(bookings.status, "pending"), gte(bookings.appointmentDate, dates[0] ?? ""));
  const [visitRows, latestWaiting, [waitingCount], leadRows, failing, duplicates, crewRows] = await Promise.all([
    db
      .select(bookingRow)
      .from(bookings)
      .innerJoin(user, eq(user.id, bookings.userId))
      .where(
        and(
          inArray(bookings.appointmentDate, dates),
          inArray(bookings.status, ["pending", "confirmed", "in_progress", "completed"]),
        ),
      )
      .orderBy(asc(bookings.appointmentTime), asc(bookings.createdAt)),
    // The latest requests: the ones the owner has not seen yet (a request waiting since last week
    // was seen); shown soonest first below.
    db
      .select(bookingRow)
      .from(bookings)
      .innerJoin(user, eq(user.id, bookings.userId))
      .where(pending)
      .orderBy(desc(bookings.createdAt))
      .limit(DAY_LIST),
    // From today on only (bookings_appointment_date_idx): bounded by the booking window, not the years.
    db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(pending),
    leadsToCallQuery(db),
    failingMessages(db, LIST_LIMIT),
    upcomingDuplicates(db, now),
    db.select({ id: crews.id, name: crews.name, phone: crews.phone }).from(crews),
  ]);
  // Each area's visits on its own today only (a date can be today in one zone and tomorrow in another).
  const visits = visitRows
    .filter((r) => r.booking.appointmentDate === localDate(now, r.booking.timeZone))
    .map((r) => ({ ...r, crew: crewRows.find((c) => c.id === r.booking.crewId) ?? null }));
  const [collect, paid] = await Promise.all([
    amountsToCollect(
      db,
      visits.map((v) => v.booking),
    ),
    paidLines(
      db,
      visits.map((v) => v.booking.id),
    ),
  ]);
  const waiting = latestWaiting.sort(
    (a, b) =>
      a.booking.appointmentDate.localeCompare(b.booking.appointmentDate) ||
      a.booking.appointmentTime.localeCompare(b.booking.appointmentTime) ||
      a.booking.createdAt.getTime() - b.booking.createdAt.getTime(),
  );
  const leads = leadRows.slice(0, DAY_LIST);
  return {
    visits,
    collect,
    /** "Paid $149, card" for the visits whose invoice is settled. */
    paid,
    waiting,
    waitingCount: waitingCount?.n ?? 0,
    leads,
    moreLeads: leadRows.length > DAY_LIST,
    failing,
    duplicates,
  };
}

/** Why the owner cancelled each of these bookings (the latest cancel's reason), by booking id. */
export async function ownerCancelReasons(db: Db, bookingIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (bookingIds.length === 0) return out;
  const rows = await db
    .select({ bookingId: bookingStatusChanges.bookingId, reason: bookingStatusChanges.reason })
    .from(bookingStatusChanges)
    .where(
      and(
        inArray(bookingStatusChanges.bookingId, bookingIds),
        eq(bookingStatusChanges.toStatus, "cancelled"),
        isNotNull(bookingStatusChanges.reason),
      ),
    )
    .orderBy(asc(bookingStatusChanges.changedAt));
  for (const r of rows) if (r.reason) out.set(r.bookingId, r.reason);
  return out;
}

/**
 * The leads waiting longest for a call, one more than the day list shows (so it knows there are
 * more). Read on pricing_leads_to_call_idx: a few hundred waiting leads among years of answered ones.
 */
export function leadsToCallQuery(db: Db) {
  return db
    .select({
      id: pricingLeads.id,
      fullName: pricingLeads.fullName,
      phone: pricingLeads.phone,
      city: pricingLeads.city,
      serviceType: pricingLeads.serviceType,
      createdAt: pricingLeads.createdAt,
    })
    .from(pricingLeads)
    .where(and(eq(pricingLeads.status, "new"), isNull(pricingLeads.bookingId)))
    .orderBy(asc(pricingLeads.createdAt))
    .limit(DAY_LIST + 1);
}
