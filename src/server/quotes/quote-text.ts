import "server-only";
import { site } from "@/content/site";
import { nextSendable } from "@/domain/sms/quiet-hours";
import { SMS_KINDS, smsBody } from "@/domain/sms/texts";
import { pageIdentity } from "@/server/business/site-content";
import type { Tx } from "@/server/db/client";
import { outboxMessages } from "@/server/db/schema";
import { textableNumber } from "@/server/sms/enqueue-text";
import { numberCapReached } from "@/server/sms/number-guard";

export const QUOTE_TEXT_KIND = "sms-quote-sent" as const;

/**
 * The quote's link by text beside its email (decision 0032), only where the booking confirmation
 * would go: texts on, the customer agreed, proved the number and never replied STOP. Held to
 * 08:00 in quiet hours; the worker checks the consent again at send time (text-turn.ts).
 */
export async function queueQuoteText(
  tx: Tx,
  customerId: string,
  quote: { url: string; expiresOn: string },
  now: Date,
): Promise<string | null> {
  const phone = await textableNumber(tx, customerId);
  if (!phone || (await numberCapReached(tx, phone, now))) return null;
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      kind: QUOTE_TEXT_KIND,
      channel: "sms",
      to: phone,
      subject: SMS_KINDS[QUOTE_TEXT_KIND],
      text: smsBody(QUOTE_TEXT_KIND, {
        brand: pageIdentity().shortBrand,
        date: quote.expiresOn,
        time: "08:00",
        link: quote.url,
      }),
      nextAttemptAt: nextSendable(now, site.timeZone),
      createdAt: now,
    })
    .returning({ id: outboxMessages.id });
  return row?.id ?? null;
}
