import "server-only";
import { and, eq, gte, inArray } from "drizzle-orm";
import { type DueMessage, duePendingNudge, dueReminder } from "@/domain/booking/reminders";
import { appointmentStart } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { bookings, smsConsents, user } from "@/server/db/schema";
import { bookingReminderEmail, ownerPendingNudge } from "@/server/mail/booking-emails";
import { enqueueVisitText } from "@/server/sms/enqueue-text";
import { textsOn } from "@/server/sms/sender";
import { TEXT_KEY_PREFIX } from "@/server/sms/text-turn";
import { enqueueOnce, queuedKeys } from "./enqueue";

const DAY = 86_400_000;

/**
 * Queues the reminders and the owner's nudges due at `now` (src/domain/booking/reminders.ts).
 * Every server's outbox worker runs it: each message has a dedupe key (booking, offset and the
 * visit's start for a reminder; the booking for a nudge) written with ON CONFLICT DO NOTHING, so
 * two servers, or two ticks, queue it once. A moved visit has a new start, hence new keys. Returns
 * how many messages this call queued.
 */
export async function sweepReminders(
  db: Db,
  now: Date,
  options: { hours: readonly number[]; origin: string; ownerEmail: string },
): Promise<number> {
  // Live bookings from yesterday on (UTC date; zones are within a day of it). The booking window
  // is 30 days, so this is a few hundred rows at most.
  const since = new Date(now.getTime() - DAY).toISOString().slice(0, 10);
  const rows = await db
    .select({ booking: bookings, name: user.name, email: user.email, texts: smsConsents.enabled })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .leftJoin(smsConsents, eq(smsConsents.userId, bookings.userId))
    .where(and(inArray(bookings.status, ["pending", "confirmed"]), gte(bookings.appointmentDate, since)));
  const due: { message: DueMessage; row: (typeof rows)[number]; text?: true }[] = [];
  const texting = textsOn();
  for (const row of rows) {
    const b = row.booking;
    const facts = {
      id: b.id,
      status: b.status,
      start: appointmentStart(b.appointmentDate, b.appointmentTime, b.timeZone),
      createdAt: b.createdAt,
      timeZone: b.timeZone,
    };
    const reminder = options.hours.length ? dueReminder(facts, options.hours, now) : null;
    if (reminder) due.push({ message: reminder, row });
    // The same reminder as a text, for a customer who asked for texts: its own key, so queued once.
    if (reminder && texting && row.texts)
      due.push({ message: { ...reminder, dedupeKey: TEXT_KEY_PREFIX + reminder.dedupeKey }, row, text: true });
    const nudge = duePendingNudge(facts, now);
    if (nudge) due.push({ message: nudge, row });
  }
  if (due.length === 0) return 0;
  // Skip the keys already queued without rendering their emails again on every tick.
  const known = await queuedKeys(
    db,
    due.map((d) => d.message.dedupeKey),
  );
  let queued = 0;
  for (const { message, row, text } of due) {
    if (known.has(message.dedupeKey)) continue;
    if (text) {
      const id = await enqueueVisitText(db, "sms-booking-reminder", row.booking, {
        now,
        origin: options.origin,
        dedupeKey: message.dedupeKey,
      });
      if (id) queued++;
      continue;
    }
    const mail =
      message.kind === "booking-reminder"
        ? await bookingReminderEmail(row.booking, row.email, options.origin, message.hours ?? 0)
        : ownerPendingNudge(row.booking, { name: row.name, email: row.email }, options.ownerEmail, options.origin);
    const id = await enqueueOnce(
      db,
      message.kind,
      mail,
      { bookingId: row.booking.id, dedupeKey: message.dedupeKey },
      now,
    );
    if (id) queued++;
  }
  return queued;
}
