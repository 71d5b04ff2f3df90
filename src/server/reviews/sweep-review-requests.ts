import "server-only";
import { and, desc, eq, gte, isNull, max } from "drizzle-orm";
import { mayAskAgain, REVIEW_RULES, requestDue } from "@/domain/reviews/reviews";
import type { Db } from "@/server/db/client";
import { bookingStatusChanges, bookings, reviewOptOuts, reviewRequests, user } from "@/server/db/schema";
import { reviewRequestEmail } from "@/server/mail/review-emails";
import { enqueueOnce } from "@/server/outbox/enqueue";
import { reviewUrl, stopUrl } from "./review-links";

const DAY = 86_400_000;

/** The dedupe key of a visit's review request in the outbox. */
export const reviewRequestKey = (bookingId: string) => `review-request:${bookingId}`;

/**
 * Asks the customers of finished visits how it went (src/domain/reviews: two hours after, in the
 * daytime of the visit's zone, never for a visit that is not completed, at most once per customer
 * in 30 days, never after they opted out). Run by every server's outbox worker. Each request is
 * written under a lock on the customer's row, after reading their last request in that lock, so
 * two servers sweeping at once write one; the visit's unique request row and the outbox's dedupe
 * key make a second sweep of the same visit a no-op. Returns how many requests this call queued.
 */
export async function sweepReviewRequests(db: Db, now: Date, options: { origin: string }): Promise<number> {
  const since = new Date(now.getTime() - (REVIEW_RULES.askWithinDays + 1) * DAY);
  const finishedAt = max(bookingStatusChanges.changedAt);
  const candidates = await db
    .select({ booking: bookings, email: user.email, finishedAt })
    .from(bookings)
    .innerJoin(
      bookingStatusChanges,
      and(eq(bookingStatusChanges.bookingId, bookings.id), eq(bookingStatusChanges.toStatus, "completed")),
    )
    .innerJoin(user, eq(user.id, bookings.userId))
    .leftJoin(reviewRequests, eq(reviewRequests.bookingId, bookings.id))
    .leftJoin(reviewOptOuts, eq(reviewOptOuts.userId, bookings.userId))
    .where(
      and(
        eq(bookings.status, "completed"),
        isNull(reviewRequests.id),
        isNull(reviewOptOuts.userId),
        gte(bookingStatusChanges.changedAt, since),
      ),
    )
    .groupBy(bookings.id, user.id);
  let queued = 0;
  for (const c of candidates) {
    if (!c.finishedAt) continue;
    const visit = { status: c.booking.status, finishedAt: new Date(c.finishedAt), timeZone: c.booking.timeZone };
    if (!requestDue(visit, now)) continue;
    const wrote = await db.transaction(async (tx) => {
      // The customer's row is the lock: their other visits' requests wait here, then see this one.
      await tx.select({ id: user.id }).from(user).where(eq(user.id, c.booking.userId)).for("update");
      const [optedOut] = await tx.select().from(reviewOptOuts).where(eq(reviewOptOuts.userId, c.booking.userId));
      if (optedOut) return false;
      const [last] = await tx
        .select({ at: reviewRequests.createdAt })
        .from(reviewRequests)
        .where(eq(reviewRequests.userId, c.booking.userId))
        .orderBy(desc(reviewRequests.createdAt))
        .limit(1);
      if (!mayAskAgain(last?.at ?? null, now)) return false;
      const [request] = await tx
        .insert(reviewRequests)
        .values({ bookingId: c.booking.id, userId: c.booking.userId, createdAt: now })
        .onConflictDoNothing({ target: reviewRequests.bookingId })
        .returning({ id: reviewRequests.id });
      if (!request) return false;
      const links = { review: reviewUrl(options.origin, request.id), stop: stopUrl(options.origin, c.booking.userId) };
      await enqueueOnce(
        tx,
        "review-request",
        await reviewRequestEmail(c.booking, c.email, links),
        { bookingId: c.booking.id, dedupeKey: reviewRequestKey(c.booking.id) },
        now,
      );
      return true;
    });
    if (wrote) queued++;
  }
  return queued;
}

/**
 * Whether a queued request still holds when its turn comes: the visit is still completed (not
 * cancelled since) and the customer has not opted out meanwhile.
 */
export async function reviewRequestStillWanted(db: Db, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: bookings.status, optedOut: reviewOptOuts.userId })
    .from(bookings)
    .leftJoin(reviewOptOuts, eq(reviewOptOuts.userId, bookings.userId))
    .where(eq(bookings.id, bookingId));
  return row?.status === "completed" && !row.optedOut;
}

/** The customer's "no more review requests" link: idempotent. */
export async function optOutOfReviews(db: Db, userId: string, now: Date): Promise<boolean> {
  const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!exists) return false;
  await db.insert(reviewOptOuts).values({ userId, createdAt: now }).onConflictDoNothing();
  return true;
}
