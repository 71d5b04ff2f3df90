import "server-only";
import { and, eq, gte, inArray } from "drizzle-orm";
import { businessToday, optionTotalCents } from "@/domain/quotes/quote-rules";
import type { Db } from "@/server/db/client";
import { quotes, user } from "@/server/db/schema";
import { env } from "@/server/env";
import { quoteEmail } from "@/server/mail/quote-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { memberDiscountBps } from "@/server/plans/member-benefits";
import type { SessionUser } from "@/server/session";
import { mayChange } from "./quote-access";
import { queueQuoteText } from "./quote-text";
import { quoteById } from "./read-quote";

export type SendQuoteResult =
  | { ok: true; sentAt: Date }
  | { ok: false; reason: "admin-only" | "quote-unknown" | "quote-decided" | "quote-expired" };

export const quotePath = (token: string) => `/quote/${token}`;

/**
 * Sends (or sends again) a quote as a link (decision 0032): the email, and a text where the
 * customer proved a number and left texts on (quote-text.ts), queued in the transaction that
 * marks it sent. A compare-and-set on the status: a quote the customer decided meanwhile is not
 * reopened. The owner sends any quote; a technician the one they built on their crew's job.
 */
export async function sendQuote(
  db: Db,
  owner: SessionUser,
  quoteId: string,
  options: { now: Date },
): Promise<SendQuoteResult> {
  if (owner.role !== "admin" && owner.role !== "technician") return { ok: false, reason: "admin-only" };
  const found = await quoteById(db, quoteId, options.now);
  if (!found || !(await mayChange(db, owner, found.quote))) return { ok: false, reason: "quote-unknown" };
  if (found.status === "expired") return { ok: false, reason: "quote-expired" };
  if (found.status !== "draft" && found.status !== "sent") return { ok: false, reason: "quote-decided" };
  const { quote } = found;
  const [customer] = await db.select({ email: user.email }).from(user).where(eq(user.id, quote.customerId));
  if (!customer) return { ok: false, reason: "quote-unknown" };
  const url = new URL(quotePath(quote.token), env.SITE_URL).toString();
  const message = await quoteEmail(
    customer.email,
    {
      options: found.options.map((o) => ({ label: o.label, totalCents: optionTotalCents(o) })),
      expiresOn: quote.expiresOn,
      note: quote.note,
    },
    url,
  );
  // The member prices of its add-ons are fixed now, with the rest of what the customer is sent.
  const memberBps = await memberDiscountBps(db, quote.customerId, options.now);
  const sent = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(quotes)
      .set({ status: "sent", sentAt: options.now, memberDiscountBps: memberBps })
      .where(
        and(
          eq(quotes.id, quote.id),
          inArray(quotes.status, ["draft", "sent"]),
          gte(quotes.expiresOn, businessToday(options.now)),
        ),
      )
      .returning({ id: quotes.id });
    if (!row) return false;
    await enqueueMail(tx, "quote-sent", message, {}, options.now);
    await queueQuoteText(tx, quote.customerId, { url, expiresOn: quote.expiresOn }, options.now);
    return true;
  });
  if (!sent) return { ok: false, reason: "quote-decided" };
  nudgeOutbox();
  return { ok: true, sentAt: options.now };
}
