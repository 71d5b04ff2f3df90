import "server-only";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { QuoteDraft } from "@/domain/quotes/quote-input";
import { revisionCheck } from "@/domain/quotes/quote-revision";
import { businessToday } from "@/domain/quotes/quote-rules";
import type { QuoteStatus } from "@/domain/quotes/quote-status";
import type { Db } from "@/server/db/client";
import { quoteOptions, quotes } from "@/server/db/schema";
import { currentPriceBook } from "@/server/pricing/price-book";
import type { SessionUser } from "@/server/session";
import { expiryInRange, insertOptions } from "./create-quote";
import { mayChange } from "./quote-access";
import { quoteById } from "./read-quote";

/** An edit: the whole quote again but its customer (the job, the options, the note, the expiry). */
export type QuoteRevision = Omit<QuoteDraft, "customerId">;

export type ReviseQuoteResult =
  | { ok: true; revision: number }
  | { ok: false; reason: "admin-only" | "quote-unknown" | "quote-not-editable" | "quote-expiry-invalid" };

/**
 * A saved quote edited before the customer decides (decision 0046): the owner's, or the
 * technician's who built it on their crew's job. The new revision replaces the job's details and
 * every option and line; the link stays the same. The write is a compare-and-set on "draft or sent,
 * not expired" that bumps the revision, under the quote's row lock: an approval at the same moment
 * (claimQuote, the same row) either commits first, and the edit finds the quote approved and says
 * so, or waits, finds the revision it priced gone and rolls back; never a booking of replaced lines.
 */
export async function reviseQuote(
  db: Db,
  actor: SessionUser,
  quoteId: string,
  revision: QuoteRevision,
  options: { now: Date },
): Promise<ReviseQuoteResult> {
  if (actor.role !== "admin" && actor.role !== "technician") return { ok: false, reason: "admin-only" };
  const found = await quoteById(db, quoteId, options.now);
  if (!found || !(await mayChange(db, actor, found.quote))) return { ok: false, reason: "quote-unknown" };
  const check = revisionCheck(
    { status: found.quote.status as QuoteStatus, expiresOn: found.quote.expiresOn },
    options.now,
  );
  if (!check.ok) return check;
  if (!expiryInRange(revision.expiresOn, options.now)) return { ok: false, reason: "quote-expiry-invalid" };
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(quotes)
      .set({
        serviceType: revision.serviceType,
        street: revision.address.street,
        unit: revision.address.unit,
        city: revision.address.city,
        state: revision.address.state,
        zipCode: revision.address.zip,
        customerPhone: revision.phone,
        bedrooms: revision.bedrooms,
        bathrooms: revision.bathrooms,
        squareFeet: revision.squareFeet,
        expiresOn: revision.expiresOn,
        note: revision.note,
        priceTableVersion: (await currentPriceBook(tx)).label,
        revision: sql`${quotes.revision} + 1`,
      })
      .where(
        and(
          eq(quotes.id, quoteId),
          inArray(quotes.status, ["draft", "sent"]),
          gte(quotes.expiresOn, businessToday(options.now)),
        ),
      )
      .returning({ revision: quotes.revision });
    if (!row) return null;
    // The old options' lines go with them (on delete cascade); nothing references an open quote's lines.
    await tx.delete(quoteOptions).where(eq(quoteOptions.quoteId, quoteId));
    await insertOptions(tx, quoteId, revision.options);
    return row;
  });
  if (!stored) return { ok: false, reason: "quote-not-editable" };
  return { ok: true, revision: stored.revision };
}
