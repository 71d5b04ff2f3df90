import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { ServiceAddress } from "@/domain/address/service-address";
import { type QuoteStatus, quoteStatusAt, quoteValue } from "@/domain/quotes/quote-rules";
import type { Reader } from "@/server/db/client";
import type { Quote, QuoteLine, QuoteOption } from "@/server/db/rows";
import { bookings, quoteLines, quoteOptions, quotes, user } from "@/server/db/schema";

export interface QuoteView {
  quote: Quote;
  /** The status as of `now`: a sent quote past its expiry date reads "expired". */
  status: QuoteStatus;
  address: ServiceAddress;
  options: (QuoteOption & { lines: QuoteLine[] })[];
  value: { low: number; high: number };
}

export const quoteAddress = (q: Quote): ServiceAddress => ({
  street: q.street,
  unit: q.unit,
  city: q.city,
  state: q.state,
  zip: q.zipCode,
});

async function optionsOf(db: Reader, quoteIds: string[]) {
  if (quoteIds.length === 0) return new Map<string, (QuoteOption & { lines: QuoteLine[] })[]>();
  const opts = await db
    .select()
    .from(quoteOptions)
    .where(inArray(quoteOptions.quoteId, quoteIds))
    .orderBy(asc(quoteOptions.position));
  const lines =
    opts.length === 0
      ? []
      : await db
          .select()
          .from(quoteLines)
          .where(
            inArray(
              quoteLines.optionId,
              opts.map((o) => o.id),
            ),
          )
          .orderBy(asc(quoteLines.position));
  const byQuote = new Map<string, (QuoteOption & { lines: QuoteLine[] })[]>();
  for (const o of opts) {
    const list = byQuote.get(o.quoteId) ?? [];
    list.push({ ...o, lines: lines.filter((l) => l.optionId === o.id) });
    byQuote.set(o.quoteId, list);
  }
  return byQuote;
}

function view(quote: Quote, options: (QuoteOption & { lines: QuoteLine[] })[], now: Date): QuoteView {
  const approved = quote.approvedOptionId
    ? {
        optionId: quote.approvedOptionId,
        ticked: options.flatMap((o) => o.lines.filter((l) => l.chosen && l.optional).map((l) => l.id)),
      }
    : null;
  return {
    quote,
    status: quoteStatusAt({ status: quote.status as QuoteStatus, expiresOn: quote.expiresOn }, now),
    address: quoteAddress(quote),
    options,
    value: quoteValue(options, approved),
  };
}

/** A quote by its link's token (the customer's page), or null: an unknown token is a 404. */
export async function quoteByToken(db: Reader, token: string, now: Date): Promise<QuoteView | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [quote] = await db.select().from(quotes).where(eq(quotes.token, token));
  if (!quote) return null;
  return view(quote, (await optionsOf(db, [quote.id])).get(quote.id) ?? [], now);
}

/** A quote by its id, for the owner (the page checks the owner). */
export async function quoteById(db: Reader, id: string, now: Date): Promise<QuoteView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!quote) return null;
  return view(quote, (await optionsOf(db, [quote.id])).get(quote.id) ?? [], now);
}

export type QuoteListRow = QuoteView & { customerName: string; customerEmail: string };

/**
 * The owner's list: the newest quotes first (at most `limit`), each with its value and its status
 * as of now; `customerId` narrows it to one customer's (their page).
 */
export async function listQuotes(
  db: Reader,
  options: { now: Date; customerId?: string; limit?: number },
): Promise<QuoteListRow[]> {
  const rows = await db
    .select({ quote: quotes, customerName: user.name, customerEmail: user.email })
    .from(quotes)
    .innerJoin(user, eq(user.id, quotes.customerId))
    .where(options.customerId ? eq(quotes.customerId, options.customerId) : undefined)
    .orderBy(desc(quotes.createdAt))
    .limit(options.limit ?? 200);
  const opts = await optionsOf(
    db,
    rows.map((r) => r.quote.id),
  );
  return rows.map((r) => ({
    ...view(r.quote, opts.get(r.quote.id) ?? [], options.now),
    customerName: r.customerName,
    customerEmail: r.customerEmail,
  }));
}

/** The booking a quote became, as the owner's link to its day needs it. */
export async function quoteBooking(db: Reader, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      serviceArea: bookings.serviceArea,
      appointmentDate: bookings.appointmentDate,
      appointmentTime: bookings.appointmentTime,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** Who built a quote, for the owner's page (decision 0046): the owner, or a technician on a job. */
export async function quoteAuthor(db: Reader, quote: Quote): Promise<{ name: string; technician: boolean } | null> {
  if (!quote.createdBy) return null;
  const [row] = await db.select({ name: user.name, role: user.role }).from(user).where(eq(user.id, quote.createdBy));
  return row ? { name: row.name, technician: row.role === "technician" } : null;
}

/** The quotes built on a job (the technician's page for it), newest first. */
export async function quotesOfJob(db: Reader, jobBookingId: string, now: Date): Promise<QuoteView[]> {
  const rows = await db
    .select()
    .from(quotes)
    .where(eq(quotes.jobBookingId, jobBookingId))
    .orderBy(desc(quotes.createdAt));
  const opts = await optionsOf(
    db,
    rows.map((q) => q.id),
  );
  return rows.map((q) => view(q, opts.get(q.id) ?? [], now));
}
