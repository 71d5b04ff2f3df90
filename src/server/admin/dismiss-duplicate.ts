import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookings, duplicateDismissals } from "@/server/db/schema";

export type DismissResult = { ok: true } | { ok: false; reason: "booking-not-found" };

/**
 * The owner looked at two flagged bookings and says they are not one visit booked twice: the pair
 * is no longer flagged. Saying it again changes nothing.
 */
export async function dismissDuplicate(
  db: Db,
  adminId: string,
  x: string,
  y: string,
  now: Date = new Date(),
): Promise<DismissResult> {
  const [a, b] = x < y ? [x, y] : [y, x];
  if (a === b) return { ok: false, reason: "booking-not-found" };
  const found = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(inArray(bookings.id, [a, b]));
  if (found.length !== 2) return { ok: false, reason: "booking-not-found" };
  await db
    .insert(duplicateDismissals)
    .values({ bookingA: a, bookingB: b, dismissedBy: adminId, dismissedAt: now })
    .onConflictDoNothing();
  return { ok: true };
}
