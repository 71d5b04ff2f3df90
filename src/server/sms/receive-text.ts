import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { site } from "@/content/site";
import { localDate } from "@/domain/scheduling/schedule";
import { classifyReply, type Reply } from "@/domain/sms/keywords";
import { toE164 } from "@/domain/sms/phone";
import { replyTexts } from "@/domain/sms/texts";
import { pageIdentity } from "@/server/business/site-content";
import type { Db } from "@/server/db/client";
import { bookings, smsConsents, smsOptOuts, user } from "@/server/db/schema";
import { textReplyOwnerNotice } from "@/server/mail/text-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";

export interface ReceivedText {
  /** What the reply meant; for "stop", whether this one turned texts off (a repeat does nothing). */
  reply: Reply;
  /** The text to answer with, if any (sent back as the webhook's TwiML answer). */
  answer: string | null;
}

/**
 * A text to the business number, already proven to come from Twilio (the route checks the
 * signature). STOP and its synonyms turn texts off for that number at once and are answered
 * once; START turns them back on; HELP answers with the business's name and phone; anything else
 * goes to the owner by email with the customer and their next visit.
 */
export async function receiveText(
  db: Db,
  input: { from: string; body: string },
  options: { now: Date; ownerEmail: string; origin: string },
): Promise<ReceivedText> {
  const from = toE164(input.from) ?? input.from.slice(0, 40);
  const reply = classifyReply(input.body);
  const texts = replyTexts(pageIdentity().brand, pageIdentity().phone);
  const { now } = options;
  if (reply === "stop") {
    const added = await db
      .insert(smsOptOuts)
      .values({ phone: from, optedOutAt: now })
      .onConflictDoNothing()
      .returning({ phone: smsOptOuts.phone });
    return { reply, answer: added.length ? texts.stop : null };
  }
  if (reply === "start") {
    const removed = await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, from)).returning();
    return { reply, answer: removed.length ? texts.start : null };
  }
  if (reply === "help") return { reply, answer: texts.help };

  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: user.id, name: user.name, email: user.email })
      .from(smsConsents)
      .innerJoin(user, eq(user.id, smsConsents.userId))
      .where(eq(smsConsents.phone, from))
      .orderBy(asc(smsConsents.updatedAt))
      .limit(1);
    const [next] = customer
      ? await tx
          .select()
          .from(bookings)
          .where(
            and(
              eq(bookings.userId, customer.id),
              inArray(bookings.status, ["pending", "confirmed", "in_progress"]),
              gte(bookings.appointmentDate, localDate(now, site.timeZone)),
            ),
          )
          .orderBy(asc(bookings.appointmentDate), asc(bookings.appointmentTime))
          .limit(1)
      : [];
    await enqueueMail(
      tx,
      "text-reply-owner",
      textReplyOwnerNotice(
        { from, body: input.body },
        customer ? { name: customer.name, email: customer.email } : null,
        next ?? null,
        options.ownerEmail,
        options.origin,
      ),
      { bookingId: next?.id ?? null },
      now,
    );
  });
  nudgeOutbox();
  return { reply, answer: null };
}
