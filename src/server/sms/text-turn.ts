import "server-only";
import { eq } from "drizzle-orm";
import { parseDedupeKey } from "@/domain/booking/reminders";
import { appointmentStart } from "@/domain/scheduling/schedule";
import { type TextTiming, textTiming } from "@/domain/sms/quiet-hours";
import { isSmsKind, UPCOMING_VISIT_KINDS } from "@/domain/sms/texts";
import type { Db } from "@/server/db/client";
import { bookings, smsConsents, smsOptOuts } from "@/server/db/schema";

/** A reminder text's key: the reminder email's key, prefixed, so each is queued once. */
export const TEXT_KEY_PREFIX = "text:";

const LIVE = new Set(["pending", "confirmed", "in_progress"]);

/**
 * What a queued text's turn means at `now`, decided at send time (as reminders are): dropped when
 * the customer turned texts off or replied STOP since, when its visit was cancelled or has
 * begun, or when a reminder's visit was moved; held until 08:00 in quiet hours (dropped if that is
 * after the visit); else sent.
 */
export async function textTurn(
  db: Db,
  message: { kind: string; to: string; bookingId: string | null; dedupeKey: string | null },
  now: Date,
): Promise<TextTiming | { drop: string }> {
  if (!message.bookingId || !isSmsKind(message.kind)) return { drop: "not a visit text" };
  const [row] = await db
    .select({ booking: bookings, consent: smsConsents, optedOut: smsOptOuts.phone })
    .from(bookings)
    .leftJoin(smsConsents, eq(smsConsents.userId, bookings.userId))
    .leftJoin(smsOptOuts, eq(smsOptOuts.phone, message.to))
    .where(eq(bookings.id, message.bookingId));
  if (!row) return { drop: "no longer true: booking deleted" };
  if (row.optedOut) return { drop: "the number replied STOP" };
  if (!row.consent?.enabled || row.consent.phone !== message.to) return { drop: "texts turned off by the customer" };
  const b = row.booking;
  const start = appointmentStart(b.appointmentDate, b.appointmentTime, b.timeZone);
  const upcoming = UPCOMING_VISIT_KINDS.includes(message.kind);
  if (upcoming) {
    if (!LIVE.has(b.status)) return { drop: "no longer true: booking changed" };
    if (message.kind !== "sms-on-my-way" && now.getTime() >= start.getTime())
      return { drop: "no longer true: the visit has begun" };
    const key = message.dedupeKey?.startsWith(TEXT_KEY_PREFIX)
      ? parseDedupeKey(message.dedupeKey.slice(TEXT_KEY_PREFIX.length))
      : null;
    if (key?.kind === "reminder" && key.start.getTime() !== start.getTime())
      return { drop: "no longer true: booking changed" };
  }
  const timing = textTiming(now, b.timeZone, upcoming && message.kind !== "sms-on-my-way" ? start : null);
  return "drop" in timing ? { drop: "quiet hours last until the visit" } : timing;
}
