import "server-only";
import { asc, eq } from "drizzle-orm";
import { extrasByName } from "@/domain/pricing/book-extras";
import type { Db } from "@/server/db/client";
import { visitExtras } from "@/server/db/schema";
import { currentPriceBook } from "@/server/pricing/price-book";

/**
 * The current price book's extras as the crew picks from them (decision 0040, amended), and the
 * extras a visit has so far, each at the price it was added at (null: no visit given).
 */
export async function extrasView(db: Db, bookingId: string | null) {
  const [book, extras] = await Promise.all([
    currentPriceBook(db),
    bookingId
      ? db
          .select()
          .from(visitExtras)
          .where(eq(visitExtras.bookingId, bookingId))
          .orderBy(asc(visitExtras.addedAt), asc(visitExtras.id))
      : [],
  ]);
  return {
    items: extrasByName(book.extras).map((e) => ({
      id: e.id,
      description: e.name,
      detail: e.description,
      unitCents: e.cents,
    })),
    extras: extras.map((e) => ({
      id: e.id,
      description: e.description,
      unitCents: e.unitCents,
      quantity: e.quantity,
      approvedAt: e.customerApprovedAt,
    })),
  };
}
