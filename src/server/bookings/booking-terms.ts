import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { verifiedQuote } from "@/domain/analytics/signed-cookies";
import { bookingWindowDays, nextVisitDate, seriesTermsApply } from "@/domain/booking/recurring";
import type { OfferClaim } from "@/domain/offers/offers";
import { bookForArea } from "@/domain/pricing/area-prices";
import { type BookingPrice, bookingPrice } from "@/domain/pricing/booking-price";
import { type PriceBook, tableOf } from "@/domain/pricing/price-book";
import { priceQuote, type ServiceType } from "@/domain/pricing/pricing";
import type { Db, Tx } from "@/server/db/client";
import type { Booking, Lead, Series } from "@/server/db/rows";
import { bookings, pricingLeads, recurringSchedules } from "@/server/db/schema";
import { quotedPrice } from "@/server/mail/lead-emails";
import { tokenSecret } from "@/server/offers/token-secret";
import { areaOfAddressLine } from "@/server/pricing/area-of-address";
import { currentPriceBook } from "@/server/pricing/price-book";

export interface BookingTerms {
  price: BookingPrice;
  lead: Lead | null;
  series: Series | null;
  /** How far ahead this booking may be made: longer for a series' next visit. */
  windowDays: number;
  /** The estimate's quote already booked a visit: this booking pays today's price. */
  quoteUsed: boolean;
  /** The price book's version the price comes from (decision 0040). */
  book: PriceBook;
}

export type BookingTermsResult =
  | { ok: true; terms: BookingTerms }
  | { ok: false; reason: "quote-not-found" | "series-not-found" | "series-not-due" };

interface Job {
  serviceType: ServiceType;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  quoteToken?: string | null;
  seriesId?: string | null;
  /** The service address as the booking stores it, and the day, once known. */
  address?: string | null;
  appointmentDate?: string | null;
}

/** Thrown inside a booking's transaction when its quote was used by another booking meanwhile. */
export class QuoteUsedError extends Error {
  constructor() {
    super("quote used by another booking");
  }
}

/**
 * What a booking costs and how far ahead it may be made, from what the customer holds: the offer
 * cookie, an estimate's signed quote token (honoured QUOTE_VALID_DAYS for the same home), a series
 * of theirs (10% off, the longer window). A token or series that is not theirs is refused rather
 * than ignored: the form only sends what the server handed it. A quote books once: after its
 * lead has a booking, the token still opens the form but prices at today's table (quoteUsed). A
 * series' terms are for its next visit only (seriesTermsApply); any other booking that names the
 * series is refused with "series-not-due".
 */
export async function bookingTerms(
  db: Db | Tx,
  /** The signed-in customer; null for a visitor who is not signed in yet (who holds no series). */
  userId: string | null,
  job: Job,
  context: { now: Date; offer?: OfferClaim | null },
): Promise<BookingTermsResult> {
  let lead: Lead | null = null;
  if (job.quoteToken) {
    const leadId = await verifiedQuote(tokenSecret(), job.quoteToken);
    if (!leadId) return { ok: false, reason: "quote-not-found" };
    [lead = null] = await db.select().from(pricingLeads).where(eq(pricingLeads.id, leadId));
    if (!lead) return { ok: false, reason: "quote-not-found" };
  }
  const quoteUsed = lead?.bookingId != null;
  if (quoteUsed) lead = null;
  let series: Series | null = null;
  if (job.seriesId) {
    const held = await heldSeries(db, userId, job.seriesId, job);
    if (!held.ok) return held;
    series = held.series;
  }
  // The address's area's prices (decision 0046); without an address yet, the default's.
  const book = bookForArea(await currentPriceBook(db), areaOfAddressLine(job.address));
  const price = bookingPrice({
    tablePrice: priceQuote(job.serviceType, job, tableOf(book), book.label).exact,
    offer: context.offer ?? null,
    quote: lead
      ? {
          price: quotedPrice(lead),
          quotedAt: lead.lastRequestAt,
          matches:
            lead.serviceType === job.serviceType &&
            lead.bedrooms === job.bedrooms &&
            lead.bathrooms === job.bathrooms &&
            lead.squareFeet === job.squareFeet,
        }
      : null,
    recurring: series !== null,
    now: context.now,
  });
  return { ok: true, terms: { price, lead, series, windowDays: bookingWindowDays(series !== null), quoteUsed, book } };
}

/**
 * The customer's own active series whose terms this job may take (seriesTermsApply): what a
 * booking and the open times the form asks for both go by, so the window shown is the one the
 * booking is checked against.
 */
export async function heldSeries(
  db: Db | Tx,
  userId: string | null,
  seriesId: string,
  job: { serviceType: string; address?: string | null; appointmentDate?: string | null },
): Promise<{ ok: true; series: Series } | { ok: false; reason: "series-not-found" | "series-not-due" }> {
  if (!userId) return { ok: false, reason: "series-not-found" };
  const [series] = await db
    .select()
    .from(recurringSchedules)
    .where(
      and(
        eq(recurringSchedules.id, seriesId),
        eq(recurringSchedules.userId, userId),
        eq(recurringSchedules.isActive, true),
      ),
    );
  if (!series) return { ok: false, reason: "series-not-found" };
  const [currentVisit = null] = series.currentBookingId
    ? await db
        .select({ status: bookings.status, address: bookings.address })
        .from(bookings)
        .where(eq(bookings.id, series.currentBookingId))
    : [];
  if (!seriesTermsApply({ series, currentVisit, job })) return { ok: false, reason: "series-not-due" };
  return { ok: true, series };
}

/** The columns a booking stores of its terms. */
export function termsColumns(terms: BookingTerms) {
  const adjustment = terms.price.adjustment;
  return {
    priceExact: terms.price.exact.toFixed(2),
    discountKind: adjustment?.kind ?? null,
    discountLabel: adjustment?.label ?? null,
    discountAmount: adjustment?.amount ?? 0,
    leadId: terms.lead?.id ?? null,
    seriesId: terms.series?.id ?? null,
    ...(terms.series ? { isRecurring: true, recurringIntervalMonths: terms.series.intervalMonths } : {}),
  };
}

/**
 * After the booking row is written, in its transaction: the lead whose quote it used becomes
 * "booked" and points at it; a series' next visit becomes the series' current visit; a new
 * recurring booking starts its series. Returns the booking as finally stored.
 */
export async function recordBookingTerms(tx: Tx, booking: Booking, terms: BookingTerms, now: Date): Promise<Booking> {
  if (terms.lead) {
    // Compare-and-set: of two bookings racing with one quote, the second finds it taken and rolls back.
    const [claimed] = await tx
      .update(pricingLeads)
      // The booking answers the lead in speed to lead unless the owner answered it first.
      .set({
        status: "booked",
        bookingId: booking.id,
        firstStatusChangeAt: sql`coalesce(${pricingLeads.firstStatusChangeAt}, ${now})`,
      })
      .where(and(eq(pricingLeads.id, terms.lead.id), isNull(pricingLeads.bookingId)))
      .returning({ id: pricingLeads.id });
    if (!claimed) throw new QuoteUsedError();
  }
  if (terms.series) {
    await tx
      .update(recurringSchedules)
      .set({
        currentBookingId: booking.id,
        nextScheduledDate: nextVisitDate(booking.appointmentDate, terms.series.intervalMonths),
        updatedAt: now,
      })
      .where(eq(recurringSchedules.id, terms.series.id));
    return booking;
  }
  if (!booking.isRecurring || !booking.recurringIntervalMonths) return booking;
  const [series] = await tx
    .insert(recurringSchedules)
    .values({
      userId: booking.userId,
      originalBookingId: booking.id,
      currentBookingId: booking.id,
      serviceType: booking.serviceType,
      intervalMonths: booking.recurringIntervalMonths,
      nextScheduledDate: nextVisitDate(booking.appointmentDate, booking.recurringIntervalMonths),
      isActive: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: recurringSchedules.id });
  if (!series) throw new Error("series insert returned no row");
  const [linked] = await tx
    .update(bookings)
    .set({ seriesId: series.id })
    .where(eq(bookings.id, booking.id))
    .returning();
  return linked ?? booking;
}
