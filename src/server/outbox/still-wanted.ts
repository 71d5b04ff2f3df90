import "server-only";
import { eq } from "drizzle-orm";
import { parseDedupeKey } from "@/domain/booking/reminders";
import { appointmentStart } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import type { OutboxMessage } from "@/server/db/rows";
import { bookings } from "@/server/db/schema";
import { paymentReminderStillWanted } from "@/server/payments/payment-reminder-wanted";
import { dunningStillWanted } from "@/server/plans/renew-memberships";
import { reviewRequestStillWanted } from "@/server/reviews/sweep-review-requests";

/**
 * Whether a swept message still says something true when its turn comes: a reminder for a
 * booking cancelled or moved since it was queued, or a nudge for a booking confirmed meanwhile, is
 * dropped instead of sent. Messages without a key are always wanted.
 */
export async function stillWanted(db: Db, message: OutboxMessage, now: Date): Promise<boolean> {
  if (!message.dedupeKey) return true;
  if (message.kind === "review-request" && message.bookingId) return reviewRequestStillWanted(db, message.bookingId);
  // A payment reminder: only while something is due (a payment may have landed since it was queued).
  if (message.kind === "payment-reminder") return (await paymentReminderStillWanted(db, message.dedupeKey)) ?? true;
  // A plan's dunning email: only while its period is still unpaid (the customer may have paid since).
  if (message.kind === "plan-payment-failed") return (await dunningStillWanted(db, message.dedupeKey)) ?? true;
  const key = parseDedupeKey(message.dedupeKey);
  if (!key) return true;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, key.bookingId));
  if (!booking) return false;
  const start = appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone);
  if (now.getTime() >= start.getTime()) return false;
  if (key.kind === "pending-nudge") return booking.status === "pending";
  return (booking.status === "pending" || booking.status === "confirmed") && start.getTime() === key.start.getTime();
}
