import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { INVOICE_CURRENCY, invoiceLines, invoiceNumber, invoiceTotals } from "@/domain/payments/invoice";
import { memberQuoteLines } from "@/domain/plans/plan-benefits";
import { ADD_ON_IDS } from "@/domain/pricing/add-ons";
import { quoteInvoiceLines } from "@/domain/quotes/quote-invoice";
import { localDate } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import type { Booking, Invoice } from "@/server/db/rows";
import {
  bookingAddOns,
  bookingOfficeLines,
  invoiceCounters,
  invoices,
  paymentSettings,
  quoteLines,
  quoteOptions,
  quotes,
  visitExtras,
} from "@/server/db/schema";
import { depositOnInvoice } from "@/server/deposits/deposit-on-invoice";

const addOnOrder = (id: string) => (ADD_ON_IDS as readonly string[]).indexOf(id);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The invoice of a visit that has just been finished, written in the transaction that finishes it
 * (the crew's Finished step, the owner's "completed"); its email is the visit's one wrap-up
 * (src/server/visits/send-wrap-up.ts). The quoted lines
 * and the extras the crew added (the caller holds the visit's row, so none is added meanwhile). Once per visit:
 * a second call finds the first invoice. The number is the year's next one, taken by an upsert on
 * the year's counter row in this same transaction, so two invoices at once queue on that row and a
 * rolled-back visit gives its number back: no gaps. The year is the business's local year.
 */
export async function issueInvoice(tx: Tx, booking: Booking, now: Date): Promise<Invoice> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.bookingId, booking.id));
  if (existing) return existing;
  const [settings] = await tx.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  const extras = await tx
    .select()
    .from(visitExtras)
    .where(eq(visitExtras.bookingId, booking.id))
    .orderBy(asc(visitExtras.addedAt), asc(visitExtras.id));
  // The add-ons booked with the visit: part of its quoted price, each its own line.
  // In the add-on table's order, as the booking's lines and emails listed them.
  const booked = (
    await tx
      .select({
        addOnId: bookingAddOns.addOnId,
        description: bookingAddOns.description,
        unitCents: bookingAddOns.unitCents,
      })
      .from(bookingAddOns)
      .where(eq(bookingAddOns.bookingId, booking.id))
  ).sort((a, b) => addOnOrder(a.addOnId) - addOnOrder(b.addOnId));
  // The owner's lines of a phone booking (decision 0031), in the order the booking listed them.
  const office = await tx
    .select({
      kind: bookingOfficeLines.kind,
      description: bookingOfficeLines.description,
      cents: bookingOfficeLines.cents,
    })
    .from(bookingOfficeLines)
    .where(eq(bookingOfficeLines.bookingId, booking.id))
    .orderBy(asc(bookingOfficeLines.position));
  // A visit booked from a quote (decision 0032) is invoiced as the quote's approved lines.
  const quoted = await tx
    .select({
      name: quoteLines.name,
      quantity: quoteLines.quantity,
      unitCents: quoteLines.unitCents,
      optional: quoteLines.optional,
      memberBps: quotes.memberDiscountBps,
    })
    .from(quotes)
    .innerJoin(quoteOptions, eq(quoteOptions.id, quotes.approvedOptionId))
    .innerJoin(quoteLines, and(eq(quoteLines.optionId, quoteOptions.id), eq(quoteLines.chosen, true)))
    .where(eq(quotes.bookingId, booking.id))
    .orderBy(asc(quoteLines.position));
  const lines =
    quoted.length > 0
      ? quoteInvoiceLines(memberQuoteLines(quoted, quoted[0]?.memberBps ?? 0), extras)
      : invoiceLines(
          {
            serviceType: booking.serviceType,
            bedrooms: booking.bedrooms,
            bathrooms: booking.bathrooms,
            squareFeet: booking.squareFeet,
            priceExact: booking.priceExact,
            discountAmount: booking.discountAmount ?? 0,
            discountCents: booking.discountCents,
            discountLabel: booking.discountLabel ?? null,
          },
          extras,
          booked.map((b) => ({ description: b.description, unitCents: b.unitCents, quantity: 1 })),
          office.map((o) => ({ ...o, kind: o.kind === "custom" ? ("custom" as const) : ("office-discount" as const) })),
        );
  const totals = invoiceTotals(lines, settings?.taxRateBps ?? 0);
  const year = Number(localDate(now, booking.timeZone).slice(0, 4));
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!counter) throw new Error("invoice counter returned no row");
  const [invoice] = await tx
    .insert(invoices)
    .values({
      bookingId: booking.id,
      userId: booking.userId,
      number: invoiceNumber(year, counter.last),
      year,
      sequence: counter.last,
      lines,
      ...totals,
      currency: INVOICE_CURRENCY,
      // Nothing to pay (a free visit) is paid.
      status: totals.totalCents === 0 ? "paid" : "open",
      paidAt: totals.totalCents === 0 ? now : null,
      issuedAt: now,
    })
    .returning();
  if (!invoice) throw new Error("invoice insert returned no row");
  // A deposit paid at booking (decision 0045) is paid on the invoice from its first moment.
  return depositOnInvoice(tx, invoice, now);
}
