import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookings, dueMessages, dueOptOuts } from "@/server/db/schema";
import { verifiedDueBooking, verifiedDueUnsubscribe } from "./due-links";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A one-tap unsubscribe (the email's link, or List-Unsubscribe's POST): the message's customer is
 * never sent a "you're due" again. Tapping twice is the same as once. False when the link is not ours.
 */
export async function unsubscribeFromDue(db: Db, messageId: unknown, signature: unknown, now: Date): Promise<boolean> {
  const id = verifiedDueUnsubscribe(messageId, signature);
  if (!id) return false;
  const [message] = await db.select({ userId: dueMessages.userId }).from(dueMessages).where(eq(dueMessages.id, id));
  if (!message) return false;
  await db.insert(dueOptOuts).values({ userId: message.userId, createdAt: now }).onConflictDoNothing();
  return true;
}

/**
 * A booking link followed at `now`: its first use is the message's "opened" (approximate: a
 * click, counted before sign-in). For the message's own customer, the visit it books again.
 */
export async function openDueLink(
  db: Db,
  userId: string | null,
  token: unknown,
  now: Date,
): Promise<{ valid: false } | { valid: true; visit: Booking | null; messageId: string }> {
  const id = verifiedDueBooking(token, now);
  if (!id) return { valid: false };
  const [message] = await db
    .update(dueMessages)
    .set({ openedAt: now })
    .where(and(eq(dueMessages.id, id), isNull(dueMessages.openedAt)))
    .returning();
  const row =
    message ??
    (await db
      .select()
      .from(dueMessages)
      .where(eq(dueMessages.id, id))
      .then((rows) => rows[0]));
  if (!row) return { valid: false };
  if (!userId || row.userId !== userId || !row.lastBookingId) return { valid: true, visit: null, messageId: id };
  const [visit] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, row.lastBookingId), eq(bookings.userId, userId)));
  return { valid: true, visit: visit ?? null, messageId: id };
}

/**
 * A booking made from a "you're due" link, in the booking's own transaction: the message's first
 * booking by its own customer (a compare-and-set, so two at once count one). A link that expired
 * or is someone else's books as any booking does, and counts nothing.
 */
export async function recordDueBooking(tx: Tx, token: string, booking: Booking, now: Date): Promise<void> {
  const id = verifiedDueBooking(token, now);
  if (!id) return;
  await tx
    .update(dueMessages)
    .set({ bookingId: booking.id })
    .where(and(eq(dueMessages.id, id), eq(dueMessages.userId, booking.userId), isNull(dueMessages.bookingId)));
}
