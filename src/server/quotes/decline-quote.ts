import "server-only";
import { and, eq } from "drizzle-orm";
import type { ApprovalRefusal } from "@/domain/quotes/quote-rules";
import type { Db } from "@/server/db/client";
import { quotes } from "@/server/db/schema";
import { quoteByToken } from "./read-quote";

export type DeclineQuoteResult =
  | { ok: true }
  | { ok: false; reason: "quote-unknown" | Exclude<ApprovalRefusal, "quote-option-unknown"> };

/**
 * The customer says no to a quote, with a reason if they give one (decision 0032). Only a sent
 * quote before its expiry; a compare-and-set on "sent", so a decline and an approval at once
 * leave one decision.
 */
export async function declineQuote(
  db: Db,
  token: string,
  reason: string,
  options: { now: Date },
): Promise<DeclineQuoteResult> {
  const found = await quoteByToken(db, token, options.now);
  if (!found) return { ok: false, reason: "quote-unknown" };
  if (found.status === "expired") return { ok: false, reason: "quote-expired" };
  if (found.status !== "sent")
    return { ok: false, reason: found.status === "draft" ? "quote-not-sent" : "quote-decided" };
  const [row] = await db
    .update(quotes)
    .set({ status: "declined", decidedAt: options.now, declineReason: reason || null })
    .where(and(eq(quotes.id, found.quote.id), eq(quotes.status, "sent")))
    .returning({ id: quotes.id });
  return row ? { ok: true } : { ok: false, reason: "quote-decided" };
}
