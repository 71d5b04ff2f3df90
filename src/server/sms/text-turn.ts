import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { site } from "@/content/site";
import { parseDedupeKey } from "@/domain/booking/reminders";
import { appointmentStart } from "@/domain/scheduling/schedule";
import { PHONE_CODE_KIND, PHONE_PROOF } from "@/domain/sms/phone-proof";
import { type TextTiming, textTiming } from "@/domain/sms/quiet-hours";
import { ARRIVAL_KINDS, isSmsKind, UPCOMING_VISIT_KINDS } from "@/domain/sms/texts";
import type { Db } from "@/server/db/client";
import { bookings, smsConsents, smsOptOuts } from "@/server/db/schema";
import { paymentReminderStillWanted } from "@/server/payments/payment-reminder-wanted";
import { dunningStillWanted } from "@/server/plans/renew-memberships";
import { sentToNumberToday } from "./number-guard";

/** A reminder text's key: the reminder email's key, prefixed, so each is queued once. */
export const TEXT_KEY_PREFIX = "text:";

const LIVE = new Set(["pending", "confirmed", "in_progress"]);

/**
 * What a queued text's turn means at `now`, decided at send time (as reminders are): dropped when
 * the customer turned texts off or replied STOP since, when its visit was cancelled or has
 * begun, or when a reminder's visit was moved, or the number had its day's texts; held until 08:00
 * in quiet hours (dropped if that is after the visit); else sent. A code that proves a number goes
 * at once while it is good: it is the one text to a number nobody proved.
 */
export async function textTurn(
  db: Db,
  message: { kind: string; to: string; bookingId: string | null; dedupeKey: string | null; createdAt: Date },
  now: Date,
): Promise<TextTiming | { drop: string }> {
  if ((await sentToNumberToday(db, message.to, now)) >= PHONE_PROOF.textsPerNumberPerDay)
    return { drop: "the number had its texts for the day" };
  if (message.kind === PHONE_CODE_KIND) return codeTurn(db, message, now);
  if (message.kind === "sms-quote-sent") return quoteTurn(db, message, now);
  // A plan's dunning text: like a quote's, and only while its period is still unpaid (decision 0044).
  if (message.kind === "sms-plan-payment-failed") {
    const key = message.dedupeKey?.slice(TEXT_KEY_PREFIX.length) ?? "";
    if (!(await dunningStillWanted(db, key))) return { drop: "no longer true: the plan was paid" };
    return quoteTurn(db, message, now);
  }
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
  if (!row.consent.provedBy) return { drop: "the number was never proved" };
  const b = row.booking;
  if (message.kind === "sms-payment-reminder") {
    const key = message.dedupeKey?.slice(TEXT_KEY_PREFIX.length) ?? "";
    if (!(await paymentReminderStillWanted(db, key))) return { drop: "no longer true: nothing is due" };
    const timing = textTiming(now, b.timeZone, null);
    return "drop" in timing ? { drop: "quiet hours" } : timing;
  }
  const start = appointmentStart(b.appointmentDate, b.appointmentTime, b.timeZone);
  const upcoming = UPCOMING_VISIT_KINDS.includes(message.kind);
  if (upcoming) {
    if (!LIVE.has(b.status)) return { drop: "no longer true: booking changed" };
    if (!ARRIVAL_KINDS.includes(message.kind) && now.getTime() >= start.getTime())
      return { drop: "no longer true: the visit has begun" };
    const key = message.dedupeKey?.startsWith(TEXT_KEY_PREFIX)
      ? parseDedupeKey(message.dedupeKey.slice(TEXT_KEY_PREFIX.length))
      : null;
    if (key?.kind === "reminder" && key.start.getTime() !== start.getTime())
      return { drop: "no longer true: booking changed" };
  }
  const timing = textTiming(now, b.timeZone, upcoming && !ARRIVAL_KINDS.includes(message.kind) ? start : null);
  return "drop" in timing ? { drop: "quiet hours last until the visit" } : timing;
}

async function codeTurn(
  db: Db,
  message: { to: string; createdAt: Date },
  now: Date,
): Promise<{ send: true } | { drop: string }> {
  const [stopped] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, message.to));
  if (stopped) return { drop: "the number replied STOP" };
  if (now.getTime() - message.createdAt.getTime() >= PHONE_PROOF.codeTtlMs)
    return { drop: "no longer true: the code expired" };
  return { send: true };
}

/**
 * A quote's link (decision 0032), a text about no visit (as a plan's dunning text is): sent while the number is still
 * the customer's proved one with texts on and never replied STOP, outside quiet hours.
 */
async function quoteTurn(db: Db, message: { to: string }, now: Date): Promise<TextTiming | { drop: string }> {
  const [stopped] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, message.to));
  if (stopped) return { drop: "the number replied STOP" };
  const [consent] = await db
    .select()
    .from(smsConsents)
    .where(and(eq(smsConsents.phone, message.to), eq(smsConsents.enabled, true), isNotNull(smsConsents.provedBy)));
  if (!consent) return { drop: "texts turned off by the customer" };
  const timing = textTiming(now, site.timeZone, null);
  return "drop" in timing ? { drop: "quiet hours" } : timing;
}
