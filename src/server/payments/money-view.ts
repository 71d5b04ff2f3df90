import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { site } from "@/content/site";
import { amountDue, type InvoiceStatus, paymentState } from "@/domain/payments/invoice";
import { type MoneyEntry, moneyByPeriod } from "@/domain/payments/money";
import type { Db } from "@/server/db/client";
import { creditNotes, invoices, paymentFlags, paymentSettings, payments, refunds, user } from "@/server/db/schema";
import { onlinePaymentsEnabled } from "./stripe-gateway";

export type MoneyInvoice = Awaited<ReturnType<typeof moneyView>>["invoices"][number];

/**
 * The owner's money: every invoice with its customer, payments, refunds and credit notes, the sums per day and
 * month, the flags Stripe raised, and the settings. `limit` bounds the invoices listed (the CSV
 * asks for all of them).
 */
export async function moneyView(db: Db, limit = 200) {
  const rows = await db
    .select({ invoice: invoices, name: user.name, email: user.email })
    .from(invoices)
    .innerJoin(user, eq(user.id, invoices.userId))
    .orderBy(desc(invoices.issuedAt))
    .limit(limit);
  const ids = rows.map((r) => r.invoice.id);
  const [taken, returned, credits, flags, [settings]] = await Promise.all([
    ids.length ? db.select().from(payments).where(inArray(payments.invoiceId, ids)) : [],
    ids.length ? db.select().from(refunds).where(inArray(refunds.invoiceId, ids)) : [],
    ids.length
      ? db.select().from(creditNotes).where(inArray(creditNotes.invoiceId, ids)).orderBy(asc(creditNotes.sequence))
      : [],
    db.select().from(paymentFlags).orderBy(desc(paymentFlags.createdAt)).limit(50),
    db.select().from(paymentSettings).where(eq(paymentSettings.id, 1)),
  ]);
  const entries: MoneyEntry[] = [];
  for (const { invoice } of rows)
    if (invoice.status !== "void") entries.push({ at: invoice.issuedAt, kind: "invoiced", cents: invoice.totalCents });
  for (const p of taken)
    if (p.status === "succeeded") entries.push({ at: p.recordedAt, kind: "paid", cents: p.amountCents });
  for (const r of returned)
    if (r.status === "succeeded")
      entries.push({ at: r.settledAt ?? r.createdAt, kind: "refunded", cents: r.amountCents });
  return {
    online: onlinePaymentsEnabled(),
    taxRateBps: settings?.taxRateBps ?? 0,
    flags,
    byDay: moneyByPeriod(entries, site.timeZone, "day").slice(0, 31),
    byMonth: moneyByPeriod(entries, site.timeZone, "month").slice(0, 24),
    unpaidCents: rows.filter((r) => r.invoice.status === "open").reduce((sum, r) => sum + amountDue(r.invoice), 0),
    invoices: rows.map(({ invoice, name, email }) => ({
      ...invoice,
      customerName: name,
      customerEmail: email,
      state: paymentState({ ...invoice, status: invoice.status as InvoiceStatus }),
      payments: taken.filter((p) => p.invoiceId === invoice.id),
      refunds: returned.filter((r) => r.invoiceId === invoice.id),
      creditNotes: credits.filter((c) => c.invoiceId === invoice.id),
    })),
  };
}
