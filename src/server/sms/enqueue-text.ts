import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { site } from "@/content/site";
import { nextSendable } from "@/domain/sms/quiet-hours";
import { SMS_KINDS, type SmsKind, smsBody } from "@/domain/sms/texts";
import { visitReportPath } from "@/domain/visit/report";
import { pageIdentity } from "@/server/business/site-content";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { outboxMessages, smsConsents, smsOptOuts } from "@/server/db/schema";
import { numberCapReached } from "./number-guard";
import { textsOn } from "./sender";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The number a customer agreed to be texted at, if texts are on, they agreed, the number proved
 * to be theirs and it never said STOP.
 */
export async function textableNumber(tx: Db | Tx, userId: string): Promise<string | null> {
  if (!textsOn()) return null;
  const [row] = await tx
    .select({ phone: smsConsents.phone, optedOut: smsOptOuts.phone })
    .from(smsConsents)
    .leftJoin(smsOptOuts, eq(smsOptOuts.phone, smsConsents.phone))
    .where(and(eq(smsConsents.userId, userId), eq(smsConsents.enabled, true), isNotNull(smsConsents.provedBy)));
  return row && !row.optedOut ? row.phone : null;
}

/**
 * Queues a text about a visit beside the email the use case queues, in the same transaction:
 * only when texts are on and the customer agreed (sms_consents) and never replied STOP. Held to
 * 08:00 when queued in quiet hours; the worker checks again when its turn comes. Nothing is
 * queued to a number that had its day's texts (PHONE_PROOF.textsPerNumberPerDay). `dedupeKey`
 * names a text meant once (a reminder). Returns the row's id, or null when nothing was queued.
 */
export async function enqueueVisitText(
  tx: Db | Tx,
  kind: SmsKind,
  booking: Booking,
  options: {
    now: Date;
    origin: string;
    extra?: Parameters<typeof smsBody>[2];
    dedupeKey?: string;
  },
): Promise<string | null> {
  const phone = await textableNumber(tx, booking.userId);
  if (!phone || (await numberCapReached(tx, phone, options.now))) return null;
  const link = new URL(visitReportPath(booking.id), options.origin).toString();
  const body = smsBody(
    kind,
    { brand: pageIdentity().shortBrand, date: booking.appointmentDate, time: booking.appointmentTime, link },
    options.extra,
  );
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      kind,
      channel: "sms",
      to: phone,
      subject: SMS_KINDS[kind],
      text: body,
      bookingId: booking.id,
      dedupeKey: options.dedupeKey ?? null,
      nextAttemptAt: nextSendable(options.now, booking.timeZone),
      createdAt: options.now,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return row?.id ?? null;
}

/**
 * Queues a text about the customer's account rather than a visit (a plan's declined renewal,
 * decision 0044), under the same consent as a visit's: texts on, the number proved, never STOP.
 * `dedupeKey` names it once; the worker checks consent, STOP and whether it still holds at its turn.
 */
export async function enqueueAccountText(
  tx: Db | Tx,
  kind: SmsKind,
  userId: string,
  options: { now: Date; link: string; date: string; extra?: Parameters<typeof smsBody>[2]; dedupeKey: string },
): Promise<string | null> {
  const phone = await textableNumber(tx, userId);
  if (!phone || (await numberCapReached(tx, phone, options.now))) return null;
  const body = smsBody(
    kind,
    { brand: pageIdentity().shortBrand, date: options.date, time: "09:00", link: options.link },
    options.extra,
  );
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      kind,
      channel: "sms",
      to: phone,
      subject: SMS_KINDS[kind],
      text: body,
      dedupeKey: options.dedupeKey,
      nextAttemptAt: nextSendable(options.now, site.timeZone),
      createdAt: options.now,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return row?.id ?? null;
}
