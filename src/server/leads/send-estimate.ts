import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { signQuote } from "@/domain/analytics/signed-cookies";
import { claimsOf } from "@/domain/business-facts/business-facts";
import { getBusinessFacts } from "@/server/business-facts/business-facts";
import type { Db } from "@/server/db/client";
import { pricingLeads, user } from "@/server/db/schema";
import { env } from "@/server/env";
import { estimateEmail } from "@/server/mail/lead-emails";
import { tokenSecret } from "@/server/offers/token-secret";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { hashEstimateToken, isFoldedToken } from "./estimate-tokens";

/** The first word of an account's name, when it is a name (letters, an apostrophe or a hyphen). */
function firstName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return /^[\p{L}][\p{L}'’-]{0,39}$/u.test(first) ? first : null;
}

/** Estimate emails one lead can have queued on request, whoever asks. */
export const MAX_ESTIMATE_EMAILS = 3;

export type SendEstimateResult = { ok: true } | { ok: false; reason: "lead-not-found" | "estimate-limit" };

/** /book-service with the lead's signed quote token: the booking form loads and the server honours it. */
export async function quoteBookingLink(leadId: string): Promise<string> {
  const url = new URL("/book-service", env.SITE_URL);
  url.searchParams.set("quote", await signQuote(tokenSecret(), leadId));
  return url.toString();
}

/**
 * Queues a stored lead's estimate to the lead's own address (never to an address sent with the
 * call), only for the holder of the token handed to the browser that created the lead, and at
 * most MAX_ESTIMATE_EMAILS times per lead. The count and the email are written in one statement's
 * transaction (a conditional increment), so parallel requests cannot pass the limit. An unknown
 * lead and a wrong token answer alike; the answer never carries the address.
 */
export async function sendEstimate(
  db: Db,
  leadId: string,
  token: string,
  now: Date = new Date(),
): Promise<SendEstimateResult> {
  const tokenHash = hashEstimateToken(token);
  const mine = isFoldedToken(leadId, token)
    ? eq(pricingLeads.id, leadId)
    : and(eq(pricingLeads.id, leadId), eq(pricingLeads.estimateTokenHash, tokenHash));
  const result = await db.transaction(async (tx) => {
    const [lead] = await tx
      .update(pricingLeads)
      .set({ estimateEmailsSent: sql`${pricingLeads.estimateEmailsSent} + 1` })
      .where(and(mine, lt(pricingLeads.estimateEmailsSent, MAX_ESTIMATE_EMAILS)))
      .returning();
    if (!lead) {
      const [held] = await tx.select({ id: pricingLeads.id }).from(pricingLeads).where(mine);
      return { ok: false, reason: held ? "estimate-limit" : "lead-not-found" } as const;
    }
    // A greeting by name only from an account that proved this address: its holder typed that name.
    const [holder] = await tx
      .select({ name: user.name })
      .from(user)
      .where(and(eq(sql`lower(${user.email})`, lead.email.toLowerCase()), eq(user.emailVerified, true)))
      .limit(1);
    await enqueueMail(
      tx,
      "lead-estimate",
      await estimateEmail(
        lead,
        await quoteBookingLink(lead.id),
        claimsOf(await getBusinessFacts(tx)).map((c) => c.text),
        holder ? firstName(holder.name) : null,
      ),
      { leadId: lead.id },
      now,
    );
    return { ok: true } as const;
  });
  if (result.ok) nudgeOutbox();
  return result;
}
