import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { QuoteDraft } from "@/domain/quotes/quote-input";
import { QUOTE_EXPIRY_MAX_DAYS } from "@/domain/quotes/quote-input";
import { businessToday } from "@/domain/quotes/quote-rules";
import type { Db, Tx } from "@/server/db/client";
import type { Quote } from "@/server/db/rows";
import { quoteLines, quoteOptions, quotes, user } from "@/server/db/schema";
import { currentPriceBook } from "@/server/pricing/price-book";
import type { SessionUser } from "@/server/session";
import { quoteJobFor } from "./quote-access";

export type CreateQuoteResult =
  | { ok: true; quote: Quote }
  | { ok: false; reason: "admin-only" | "visit-not-found" | "customer-not-found" | "quote-expiry-invalid" };

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** From today to QUOTE_EXPIRY_MAX_DAYS ahead, in the business's days. */
export function expiryInRange(expiresOn: string, now: Date): boolean {
  const today = businessToday(now);
  return expiresOn >= today && expiresOn <= plusDays(today, QUOTE_EXPIRY_MAX_DAYS);
}

/** The options and their lines, in the order given (a new quote's, or an edit's replacement). */
export async function insertOptions(tx: Tx, quoteId: string, options: QuoteDraft["options"]): Promise<void> {
  for (const [position, option] of options.entries()) {
    const [stored] = await tx
      .insert(quoteOptions)
      .values({ quoteId, label: option.label, position })
      .returning({ id: quoteOptions.id });
    if (!stored) throw new Error("quote option insert returned no row");
    await tx.insert(quoteLines).values(
      option.lines.map((l, at) => ({
        optionId: stored.id,
        name: l.name,
        description: l.description,
        quantity: l.quantity,
        unitCents: l.unitCents,
        optional: l.optional,
        sourceExtraId: l.sourceExtraId ?? null,
        position: at,
      })),
    );
  }
}

/**
 * The owner's quote for a customer's job (decision 0032), stored as a draft with its options and
 * lines in one transaction. Its link's token is made here (32 random bytes): the link is the
 * customer's permission to see and approve it, as a reset link is. The price table version in
 * force is recorded, so a later price change is told apart from what this quote holds.
 * A technician builds one on site (decision 0046): only on their crew's job (`jobId`), for that
 * job's customer; the quote remembers the job and its builder, which the owner sees.
 */
export async function createQuote(
  db: Db,
  owner: SessionUser,
  draft: QuoteDraft,
  options: { now: Date; jobId?: string },
): Promise<CreateQuoteResult> {
  const job = await quoteJobFor(db, owner, options.jobId ?? null, draft.customerId);
  if (!job.ok) return job;
  if (!expiryInRange(draft.expiresOn, options.now)) return { ok: false, reason: "quote-expiry-invalid" };
  const [customer] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, draft.customerId), eq(user.role, "customer")));
  if (!customer) return { ok: false, reason: "customer-not-found" };
  const quote = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotes)
      .values({
        token: randomBytes(32).toString("base64url"),
        customerId: customer.id,
        serviceType: draft.serviceType,
        street: draft.address.street,
        unit: draft.address.unit,
        city: draft.address.city,
        state: draft.address.state,
        zipCode: draft.address.zip,
        customerPhone: draft.phone,
        bedrooms: draft.bedrooms,
        bathrooms: draft.bathrooms,
        squareFeet: draft.squareFeet,
        status: "draft",
        expiresOn: draft.expiresOn,
        note: draft.note,
        // The version the builder's catalogue came from; the quote's lines hold their own cents.
        priceTableVersion: (await currentPriceBook(tx)).label,
        createdBy: owner.id,
        createdAt: options.now,
        jobBookingId: job.job?.id ?? null,
      })
      .returning();
    if (!row) throw new Error("quote insert returned no row");
    await insertOptions(tx, row.id, draft.options);
    return row;
  });
  return { ok: true, quote };
}
