import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { balanceWords, invoiceBalance } from "@/domain/payments/balance";
import { visitReportPath } from "@/domain/visit/report";
import type { Db } from "@/server/db/client";
import { invoices } from "@/server/db/schema";

/** The signed-in customer's own invoices, by visit, for the dashboard's "Invoice ... Partly paid, $49.00 due" lines. */
export async function customerInvoices(db: Db, userId: string) {
  const rows = await db
    .select({
      bookingId: invoices.bookingId,
      number: invoices.number,
      status: invoices.status,
      totalCents: invoices.totalCents,
      creditedCents: invoices.creditedCents,
      paidCents: invoices.paidCents,
      refundedCents: invoices.refundedCents,
    })
    .from(invoices)
    // A void invoice is owed by nobody: it is not listed.
    .where(and(eq(invoices.userId, userId), ne(invoices.status, "void")));
  return new Map(
    rows.map((r) => {
      const balance = invoiceBalance(r);
      return [
        r.bookingId,
        {
          number: r.number,
          paid: balance.dueCents === 0,
          words: balanceWords(balance),
          href: visitReportPath(r.bookingId),
        },
      ];
    }),
  );
}
