import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { invoiceBalance } from "@/domain/payments/balance";
import { moneyLine } from "@/domain/visit/collect";
import type { Db } from "@/server/db/client";
import { invoices, payments } from "@/server/db/schema";

/**
 * "Paid $149, card" for each of the given visits whose invoice is settled, by booking id: what
 * Today and the crew's phone say instead of "To collect $0.00". Callers have checked the reader
 * may see these visits (the owner, or the crew whose jobs they are).
 */
export async function paidLines(db: Db, bookingIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (bookingIds.length === 0) return out;
  const rows = await db
    .select({ invoice: invoices, method: payments.method })
    .from(invoices)
    .leftJoin(payments, and(eq(payments.invoiceId, invoices.id), eq(payments.status, "succeeded")))
    .where(inArray(invoices.bookingId, [...bookingIds]))
    .orderBy(asc(payments.recordedAt));
  const byBooking = new Map<string, { invoice: (typeof rows)[number]["invoice"]; methods: string[] }>();
  for (const { invoice, method } of rows) {
    const entry = byBooking.get(invoice.bookingId) ?? { invoice, methods: [] };
    if (method) entry.methods.push(method);
    byBooking.set(invoice.bookingId, entry);
  }
  for (const [bookingId, { invoice, methods }] of byBooking) {
    const { state, dueCents } = invoiceBalance(invoice);
    if (state === "void" || dueCents > 0 || invoice.paidCents === 0) continue;
    out.set(bookingId, moneyLine({ quotedDollars: 0, invoice: { ...invoice, dueCents }, methods }));
  }
  return out;
}
