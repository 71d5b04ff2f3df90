import "server-only";
import { eq, max, sql } from "drizzle-orm";
import { site } from "@/content/site";
import { dueLinkExpiry, messageAllowed, quarterKey } from "@/domain/campaigns/due";
import { localDate } from "@/domain/scheduling/schedule";
import { nextSendable } from "@/domain/sms/quiet-hours";
import { SMS_KINDS, smsBody } from "@/domain/sms/texts";
import { pageIdentity } from "@/server/business/site-content";
import type { Db } from "@/server/db/client";
import { bookings, dueMessages, dueOptOuts, outboxMessages } from "@/server/db/schema";
import { serviceLabel } from "@/server/mail/booking-words";
import { dueReminderEmail } from "@/server/mail/due-emails";
import { enqueueOnce } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { textableNumber } from "@/server/sms/enqueue-text";
import { numberCapReached } from "@/server/sms/number-guard";
import { type DueTarget, dueTargets } from "./due-candidates";
import { dueBookingUrl, dueUnsubscribeUrl } from "./due-links";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The campaign a run belongs to in Insights: its month in the business zone. */
export const campaignOf = (now: Date, timeZone: string) => localDate(now, timeZone).slice(0, 7);

/** How many customers a run at `now` would write to: the owner's preview. */
export async function previewDueCampaign(db: Db, now: Date, timeZone: string = site.timeZone): Promise<number> {
  return (await dueTargets(db, now, timeZone)).length;
}

/**
 * The "you're due" run (decision 0039): each customer due gets one email (and a text where they
 * proved a number and agreed to texts), with a booking link and a one-tap unsubscribe. Daily with
 * the upkeep, and on the owner's button. Each send is one transaction: the customer's advisory
 * lock, the rule checked again under it, then the message row whose unique key (customer and
 * calendar quarter) lets only one of two racing servers write. Returns the messages written.
 */
export async function runDueCampaign(db: Db, now: Date, timeZone: string = site.timeZone): Promise<{ sent: number }> {
  const targets = await dueTargets(db, now, timeZone);
  let sent = 0;
  for (const target of targets) {
    if (await sendOne(db, target, now, timeZone)) sent++;
  }
  if (sent > 0) nudgeOutbox();
  return { sent };
}

async function sendOne(db: Db, target: DueTarget, now: Date, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`due:${target.userId}`}))`);
    const [last] = await tx
      .select({ at: max(dueMessages.sentAt) })
      .from(dueMessages)
      .where(eq(dueMessages.userId, target.userId));
    if (!messageAllowed(last?.at ?? null, now, timeZone)) return false;
    const [out] = await tx.select().from(dueOptOuts).where(eq(dueOptOuts.userId, target.userId));
    if (out) return false;
    const [visit] = await tx.select().from(bookings).where(eq(bookings.id, target.bookingId));
    if (!visit) return false;
    const [message] = await tx
      .insert(dueMessages)
      .values({
        userId: target.userId,
        dedupeKey: `due:${target.userId}:${quarterKey(now, timeZone)}`,
        campaign: campaignOf(now, timeZone),
        serviceType: target.serviceType,
        lastBookingId: target.bookingId,
        sentAt: now,
      })
      .onConflictDoNothing({ target: dueMessages.dedupeKey })
      .returning({ id: dueMessages.id });
    if (!message) return false;
    const expires = dueLinkExpiry(now);
    const bookingLink = dueBookingUrl(message.id, expires);
    await enqueueOnce(
      tx,
      "due-reminder",
      await dueReminderEmail({
        to: target.email,
        serviceType: target.serviceType,
        address: visit.address,
        lastVisitDate: target.lastVisitDate,
        intervalMonths: target.intervalMonths,
        bookingLink,
        linkValidUntil: localDate(expires, timeZone),
        unsubscribeLink: dueUnsubscribeUrl(message.id),
        listUnsubscribe: dueUnsubscribeUrl(message.id, "/api/due/unsubscribe"),
      }),
      { bookingId: visit.id, dedupeKey: `due-email:${message.id}` },
      now,
    );
    await queueDueText(tx, target, visit, { messageId: message.id, link: bookingLink }, now);
    return true;
  });
}

/**
 * The text beside the email, only to a number the customer proved and agreed to be texted at
 * (decision 0022) and that never said STOP; the marketing consent was checked with the email.
 * Held out of quiet hours like every text; the worker checks consent and STOP again at send time.
 */
async function queueDueText(
  tx: Tx,
  target: DueTarget,
  visit: typeof bookings.$inferSelect,
  { messageId, link }: { messageId: string; link: string },
  now: Date,
): Promise<void> {
  const phone = await textableNumber(tx, target.userId);
  if (!phone || (await numberCapReached(tx, phone, now))) return;
  const body = smsBody(
    "sms-due-reminder",
    { brand: pageIdentity().shortBrand, date: target.dueDate, time: "09:00", link },
    { service: serviceLabel(target.serviceType).toLowerCase() },
  );
  await tx
    .insert(outboxMessages)
    .values({
      kind: "sms-due-reminder",
      channel: "sms",
      to: phone,
      subject: SMS_KINDS["sms-due-reminder"],
      text: body,
      bookingId: visit.id,
      dedupeKey: `text:due:${messageId}`,
      nextAttemptAt: nextSendable(now, visit.timeZone),
      createdAt: now,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}
