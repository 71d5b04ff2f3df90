import "server-only";
import { asc, eq } from "drizzle-orm";
import { balanceWords, type InvoiceBalance, type InvoiceState, invoiceBalance } from "@/domain/payments/balance";
import type { InvoiceLine } from "@/domain/payments/invoice";
import { visitReportPath } from "@/domain/visit/report";
import type { Db } from "@/server/db/client";
import { invoices, payments } from "@/server/db/schema";
import { env } from "@/server/env";
import { accessibleVisit, type VisitUser } from "@/server/visits/visit-access";
import { onlinePaymentsEnabled } from "./stripe-gateway";

export interface InvoiceView {
  id: string;
  number: string;
  lines: InvoiceLine[];
  subtotalCents: number;
  taxRateBps: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  creditedCents: number;
  dueCents: number;
  state: InvoiceState;
  /** "Partly paid, $49.00 due": the badge everyone reads (balanceWords). */
  stateWords: string;
  balance: InvoiceBalance;
  payments: { method: string; amountCents: number; checkNumber: string | null; recordedAt: Date }[];
  /** "Pay now" is offered: Stripe is set up and something is owed. */
  payOnline: boolean;
  /** The visit's zone: payment dates are written on the visit's calendar. */
  timeZone: string;
  /** The customer's page where the rest is paid online, when Stripe is on and something is owed. */
  payLink: string | null;
}

/** A visit's invoice as its customer, its crew or the owner sees it (null for anyone else, or none yet). */
export async function visitInvoice(db: Db, user: VisitUser, bookingId: string): Promise<InvoiceView | null> {
  const visit = await accessibleVisit(db, user, bookingId);
  if (!visit) return null;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.bookingId, bookingId));
  if (!invoice) return null;
  const taken = await db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoice.id))
    .orderBy(asc(payments.recordedAt));
  const balance = invoiceBalance(invoice);
  const dueCents = balance.dueCents;
  return {
    ...invoice,
    dueCents,
    balance,
    state: balance.state,
    stateWords: balanceWords(balance),
    payments: taken
      .filter((p) => p.status === "succeeded")
      .map((p) => ({
        method: p.method,
        amountCents: p.amountCents,
        checkNumber: p.checkNumber,
        recordedAt: p.recordedAt,
      })),
    payOnline: visit.role === "customer" && dueCents > 0 && onlinePaymentsEnabled(),
    timeZone: visit.booking.timeZone,
    payLink:
      dueCents > 0 && onlinePaymentsEnabled() ? new URL(visitReportPath(bookingId), env.SITE_URL).toString() : null,
  };
}
