import "server-only";
import { inArray } from "drizzle-orm";
import { amountToCollect } from "@/domain/owner/amount-to-collect";
import type { Db } from "@/server/db/client";
import { invoices, visitExtras } from "@/server/db/schema";

/** What the crew collects at each visit, in cents, by booking id. Admin only (checked by callers). */
export async function amountsToCollect(
  db: Db,
  visits: readonly { id: string; priceExact: string }[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (visits.length === 0) return out;
  const ids = visits.map((v) => v.id);
  const [invoiceRows, extraRows] = await Promise.all([
    db
      .select({
        bookingId: invoices.bookingId,
        status: invoices.status,
        totalCents: invoices.totalCents,
        creditedCents: invoices.creditedCents,
        paidCents: invoices.paidCents,
      })
      .from(invoices)
      .where(inArray(invoices.bookingId, ids)),
    db
      .select({ bookingId: visitExtras.bookingId, unitCents: visitExtras.unitCents, quantity: visitExtras.quantity })
      .from(visitExtras)
      .where(inArray(visitExtras.bookingId, ids)),
  ]);
  for (const v of visits) {
    out.set(
      v.id,
      amountToCollect({
        priceExact: v.priceExact,
        invoice: invoiceRows.find((i) => i.bookingId === v.id) ?? null,
        extras: extraRows.filter((e) => e.bookingId === v.id),
      }),
    );
  }
  return out;
}
