import "server-only";
import { and, eq, gte, inArray, isNull } from "drizzle-orm";
import type { PriceLine } from "@/domain/pricing/price-lines";
import type { Tx } from "@/server/db/client";
import { quoteLines, quotes } from "@/server/db/schema";

/** A booking made from an approved quote (decision 0032): the quote's lines are its price. */
export interface QuotedBooking {
  quoteId: string;
  optionId: string;
  /** The lines charged: the option's own and the add-ons ticked. */
  lineIds: readonly string[];
  lines: readonly PriceLine[];
  priceTableVersion: string;
  /** The quote's revision the lines were read from (decision 0046): an edit meanwhile refuses the claim. */
  revision: number;
}

/** The quote was approved, declined or expired meanwhile: the booking's transaction rolls back. */
export class QuoteTakenError extends Error {
  constructor() {
    super("quote already decided");
  }
}

/**
 * Marks the quote approved, in the booking's transaction and before the day lock: a compare-and-set
 * on "sent, not expired, no booking", so of two approvals at once the second waits on the quote's
 * row, finds it approved and rolls back; a quote becomes one booking. The revision the approval
 * priced is part of the condition: an edit that committed first (it bumps the revision under the
 * same row lock) makes the approval roll back rather than book options that were replaced.
 */
export async function claimQuote(tx: Tx, quoted: QuotedBooking, today: string, now: Date): Promise<void> {
  const [claimed] = await tx
    .update(quotes)
    .set({ status: "approved", approvedOptionId: quoted.optionId, decidedAt: now })
    .where(
      and(
        eq(quotes.id, quoted.quoteId),
        eq(quotes.status, "sent"),
        eq(quotes.revision, quoted.revision),
        gte(quotes.expiresOn, today),
        isNull(quotes.bookingId),
      ),
    )
    .returning({ id: quotes.id });
  if (!claimed) throw new QuoteTakenError();
  if (quoted.lineIds.length > 0)
    await tx
      .update(quoteLines)
      .set({ chosen: true })
      .where(inArray(quoteLines.id, [...quoted.lineIds]));
}

/** The booking the approved quote became. */
export async function linkQuoteBooking(tx: Tx, quoteId: string, bookingId: string): Promise<void> {
  await tx.update(quotes).set({ bookingId }).where(eq(quotes.id, quoteId));
}
