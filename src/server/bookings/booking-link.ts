import "server-only";
import { and, eq } from "drizzle-orm";
import { verifiedQuote } from "@/domain/analytics/signed-cookies";
import type { BookingData } from "@/domain/booking/booking-data";
import { RECURRING_WINDOW_DAYS } from "@/domain/booking/recurring";
import type { OfferClaim } from "@/domain/offers/offers";
import { QUOTE_VALID_DAYS, quoteValidUntil } from "@/domain/pricing/booking-price";
import { formatDollars, isServiceType } from "@/domain/pricing/pricing";
import { BUSINESS_TIME_ZONE, formatDateLong, localDate } from "@/domain/scheduling/schedule";
import { openDueLink } from "@/server/campaigns/due-responses";
import type { Db } from "@/server/db/client";
import { bookings, pricingLeads, recurringSchedules, user } from "@/server/db/schema";
import { tokenSecret } from "@/server/offers/token-secret";
import { type BookingTerms, bookingTerms } from "./booking-terms";

export interface LinkedBooking {
  data: BookingData;
  terms: BookingTerms;
  /** Sent back with the booking; the server checks them again. */
  quoteToken?: string;
  seriesId?: string;
  /** A "you're due" link's token (decision 0039): the booking made with it is the campaign's. */
  dueToken?: string;
  initialDate?: string;
  note: string;
}

const dayOf = (at: Date) => formatDateLong(localDate(at, BUSINESS_TIME_ZONE));

/** What the price line says about the terms the server applied (none: nothing). */
export function termsNote(terms: BookingTerms): string {
  const a = terms.price.adjustment;
  if (terms.quoteUsed) {
    return "This estimate has already been used for a booking, so this is today's price.";
  }
  if (terms.price.quoteLapsed) {
    return `Your emailed quote was honoured for ${QUOTE_VALID_DAYS} days and has expired (or was for another home): this is today's price.`;
  }
  if (!a) return "";
  if (a.kind === "quote" && terms.lead) {
    return `Your quoted price, honoured until ${dayOf(quoteValidUntil(terms.lead.lastRequestAt))}.`;
  }
  if (a.kind === "recurring") {
    return `Recurring customer: 10% off (${formatDollars(terms.price.tablePrice)} before). You may book up to ${RECURRING_WINDOW_DAYS} days ahead.`;
  }
  return `${a.label}: ${formatDollars(a.amount)} off ${formatDollars(terms.price.tablePrice)}.`;
}

/**
 * The booking form's start from an email link: `quote` (an estimate's signed token: the lead's
 * service and home, and its address only for the account of the lead's own email, since a kept
 * or forwarded link must not show anyone else where the requester lives) or `series` (+ `date`:
 * a series' next visit, the customer's own).
 * Null when the link is not valid for this customer; the page then falls back to the calculator.
 */
export async function bookingFromLink(
  db: Db,
  userId: string,
  link: { quote?: string; series?: string; date?: string; due?: string },
  context: { now: Date; offer?: OfferClaim | null },
): Promise<LinkedBooking | null> {
  if (link.quote) {
    const leadId = await verifiedQuote(tokenSecret(), link.quote);
    if (!leadId) return null;
    const [lead] = await db.select().from(pricingLeads).where(eq(pricingLeads.id, leadId));
    if (!lead || !isServiceType(lead.serviceType)) return null;
    const held = await bookingTerms(
      db,
      userId,
      { ...lead, address: null, serviceType: lead.serviceType, quoteToken: link.quote },
      context,
    );
    if (!held.ok) return null;
    const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    const theirs = account !== undefined && account.email.trim().toLowerCase() === lead.email.trim().toLowerCase();
    return {
      data: {
        serviceType: lead.serviceType,
        address: theirs ? lead.address : "",
        city: theirs ? lead.city : null,
        state: theirs ? lead.state : null,
        zipCode: theirs ? lead.zipCode : null,
        bedrooms: lead.bedrooms,
        bathrooms: lead.bathrooms,
        squareFeet: lead.squareFeet,
        priceExact: held.terms.price.exact,
      },
      terms: held.terms,
      quoteToken: link.quote,
      note: termsNote(held.terms),
    };
  }
  if (link.series && /^[0-9a-f-]{36}$/.test(link.series)) {
    const [row] = await db
      .select({ visit: bookings })
      .from(recurringSchedules)
      .innerJoin(bookings, eq(bookings.id, recurringSchedules.currentBookingId))
      .where(and(eq(recurringSchedules.id, link.series), eq(recurringSchedules.userId, userId)));
    if (!row) return null;
    const { visit } = row;
    const serviceType = visit.serviceType;
    if (!isServiceType(serviceType)) return null;
    // The day is not chosen yet: the series' date rule is checked when the visit is booked. The
    // current visit's own date is months before the next one, so it never passed that rule.
    const held = await bookingTerms(
      db,
      userId,
      { ...visit, serviceType, seriesId: link.series, appointmentDate: null },
      context,
    );
    if (!held.ok) return null;
    return {
      data: prefill(visit, serviceType, held.terms.price.exact),
      terms: held.terms,
      seriesId: link.series,
      initialDate: link.date && /^\d{4}-\d{2}-\d{2}$/.test(link.date) ? link.date : undefined,
      note: termsNote(held.terms),
    };
  }
  if (link.due) return dueBooking(db, userId, link.due, context);
  return null;
}

/** A "you're due" link: the customer's own last visit of the service, booked again at today's price. */
async function dueBooking(
  db: Db,
  userId: string,
  token: string,
  context: { now: Date; offer?: OfferClaim | null },
): Promise<LinkedBooking | null> {
  const opened = await openDueLink(db, userId, token, context.now);
  if (!opened.valid || !opened.visit) return null;
  const { visit } = opened;
  const serviceType = visit.serviceType;
  if (!isServiceType(serviceType)) return null;
  const held = await bookingTerms(
    db,
    userId,
    { ...visit, serviceType, seriesId: null, appointmentDate: null },
    context,
  );
  if (!held.ok) return null;
  return {
    data: prefill(visit, serviceType, held.terms.price.exact),
    terms: held.terms,
    dueToken: token,
    note: termsNote(held.terms),
  };
}

/** The booking form's fields from the last visit, at the price the server holds now. */
function prefill(
  visit: Pick<BookingData, "address" | "city" | "state" | "zipCode" | "bedrooms" | "bathrooms" | "squareFeet">,
  serviceType: BookingData["serviceType"],
  priceExact: number,
): BookingData {
  const { address, city, state, zipCode, bedrooms, bathrooms, squareFeet } = visit;
  return { serviceType, address, city, state, zipCode, bedrooms, bathrooms, squareFeet, priceExact };
}
