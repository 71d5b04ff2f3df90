import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { QuoteDraft } from "@/domain/quotes/quote-input";
import { QUOTE_EXPIRY_MAX_DAYS } from "@/domain/quotes/quote-input";
import { businessToday } from "@/domain/quotes/quote-rules";
import type { Db } from "@/server/db/client";
import type { Quote } from "@/server/db/rows";
import { quoteLines, quoteOptions, quotes, user } from "@/server/db/schema";
import { currentPriceBook } from "@/server/pricing/price-book";
import type { SessionUser } from "@/server/session";

export type CreateQuoteResult =
  | { ok: true; quote: Quote }
  | { ok: false; reason: "admin-only" | "customer-not-found" | "quote-expiry-invalid" };

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The owner's quote for a customer's job (decision 0032), stored as a draft with its options and
 * lines in one transaction. Its link's token is made here (32 random bytes): the link is the
 * customer's permission to see and approve it, as a reset link is. The price table version in
 * force is recorded, so a later price change is told apart from what this quote holds.
 */
export async function createQuote(
  db: Db,
  owner: SessionUser,
  draft: QuoteDraft,
  options: { now: Date },
): Promise<CreateQuoteResult> {
  if (owner.role !== "admin") return { ok: false, reason: "admin-only" };
  const today = businessToday(options.now);
  if (draft.expiresOn < today || draft.expiresOn > plusDays(today, QUOTE_EXPIRY_MAX_DAYS))
    return { ok: false, reason: "quote-expiry-invalid" };
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
      })
      .returning();
    if (!row) throw new Error("quote insert returned no row");
    for (const [position, option] of draft.options.entries()) {
      const [stored] = await tx
        .insert(quoteOptions)
        .values({ quoteId: row.id, label: option.label, position })
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
    return row;
  });
  return { ok: true, quote };
}
