import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { visitReportPath } from "@/domain/visit/report";
import type { Db } from "@/server/db/client";
import { invoices } from "@/server/db/schema";

/** The signed-in customer's own invoices, by visit, for the dashboard's "Invoice ... Unpaid" lines. */
export async function customerInvoices(db: Db, userId: string) {
  const rows = await db
    .select({ bookingId: invoices.bookingId, number: invoices.number, status: invoices.status })
    .from(invoices)
    // A void invoice is owed by nobody: it is not listed.
    .where(and(eq(invoices.userId, userId), ne(invoices.status, "void")));
  return new Map(
    rows.map((r) => [r.bookingId, { number: r.number, paid: r.status === "paid", href: visitReportPath(r.bookingId) }]),
  );
}
