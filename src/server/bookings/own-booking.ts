import "server-only";
import { and, eq } from "drizzle-orm";
import type { OutboxKind } from "@/domain/outbox/outbox";
import type { Db, Reader, Tx } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookings, user } from "@/server/db/schema";
import type { MailMessage } from "@/server/mail/mailer";
import { enqueueMail } from "@/server/outbox/enqueue";

// What the customer's own changes to a booking share (cancel-booking.ts, reschedule-booking.ts).

export type ChangeRefusal =
  | "booking-not-found"
  | "too-late"
  | "not-active"
  | "slot-unavailable"
  | "slot-full"
  | "booking-day-limit"
  | "member-time";

export type ChangeResult = { ok: true; booking: Booking } | { ok: false; reason: ChangeRefusal };

export const ACTIVE_STATUSES = ["pending", "confirmed"] as const;
export const isActive = (status: string) => (ACTIVE_STATUSES as readonly string[]).includes(status);

/** Only the owner's own booking is ever found: the user id is part of every lookup. */
export async function ownBooking(db: Db, userId: string, bookingId: string): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row;
}

export async function customerOf(tx: Reader, booking: Booking): Promise<{ name: string; email: string }> {
  const [customer] = await tx
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, booking.userId));
  if (!customer) throw new Error("booking without its customer");
  return customer;
}

/** Queues an email about the booking in the change's transaction, tied to the booking for the console. */
export async function queueBookingMail(
  tx: Tx,
  kind: OutboxKind,
  booking: Booking,
  message: MailMessage,
  now: Date,
): Promise<void> {
  await enqueueMail(tx, kind, message, { bookingId: booking.id }, now);
}
