import "server-only";
import { and, eq } from "drizzle-orm";
import { memberQuoteOptions } from "@/domain/plans/plan-benefits";
import type { PriceLine } from "@/domain/pricing/price-lines";
import type { ServiceType } from "@/domain/pricing/pricing";
import type { QuoteApproval } from "@/domain/quotes/quote-input";
import { type ApprovalRefusal, approvalCheck, lineCents, type QuoteStatus } from "@/domain/quotes/quote-rules";
import { availabilityForAddress, type OpenDay } from "@/server/bookings/availability";
import { type BookingRefusal, createBooking } from "@/server/bookings/create-booking";
import type { Db } from "@/server/db/client";
import type { Booking, QuoteLine } from "@/server/db/rows";
import { bookings } from "@/server/db/schema";
import { quoteByToken } from "./read-quote";

export type ApproveQuoteResult =
  | { ok: true; booking: Booking; duplicate: boolean }
  | { ok: false; reason: BookingRefusal | ApprovalRefusal | "quote-unknown" | "quote-revised"; openDays?: OpenDay[] };

/** A quote line as a line of the booking's price: "Name × 2" at quantity times unit. */
export const quoteLinePrice = (l: Pick<QuoteLine, "name" | "quantity" | "unitCents">): PriceLine => ({
  kind: "custom",
  label: l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name,
  cents: lineCents(l),
});

/**
 * The customer approves one option of a quote, with the add-ons ticked, and books it in the same
 * request (decision 0032). The link's token is the permission, as a reset link's is: the booking
 * is the quote's customer's. The price is the quote's lines the server holds, never the page's;
 * the booking goes through the website's use case (createBooking, quote mode) for the address,
 * the crews, the day lock and the emails, and marks the quote approved in its transaction, so a
 * quote approved twice at once becomes one booking. A time taken meanwhile answers the open times.
 */
export async function approveQuote(
  db: Db,
  token: string,
  approval: QuoteApproval,
  options: { now: Date },
): Promise<ApproveQuoteResult> {
  const found = await quoteByToken(db, token, options.now);
  if (!found) return { ok: false, reason: "quote-unknown" };
  const { quote } = found;
  // The same request sent again (a double tap, a retry after a lost answer) answers its booking.
  const earlier = await bookingOfKey(db, quote.customerId, approval.idempotencyKey, quote.bookingId);
  if (earlier) return { ok: true, booking: earlier, duplicate: true };
  const check = approvalCheck(
    // Its add-ons at the member prices the page showed, fixed when the quote was sent (decision 0044).
    {
      status: quote.status as QuoteStatus,
      expiresOn: quote.expiresOn,
      options: memberQuoteOptions(found.options, quote.memberDiscountBps),
    },
    approval,
    options.now,
  );
  if (!check.ok) return check;
  const job = {
    serviceType: quote.serviceType as ServiceType,
    address: found.address,
    squareFeet: quote.squareFeet,
  };
  const result = await createBooking(
    db,
    quote.customerId,
    {
      ...job,
      phone: quote.customerPhone,
      bedrooms: quote.bedrooms,
      bathrooms: quote.bathrooms,
      appointmentDate: approval.appointmentDate,
      appointmentTime: approval.appointmentTime,
      isRecurring: false,
      recurringIntervalMonths: null,
      notes: null,
      idempotencyKey: approval.idempotencyKey,
      quoteToken: null,
      seriesId: null,
      textMe: false,
      addOns: [],
    },
    {
      now: options.now,
      quoted: {
        quoteId: quote.id,
        optionId: approval.optionId,
        lineIds: check.lines.map((l) => l.id),
        lines: check.lines.map(quoteLinePrice),
        priceTableVersion: quote.priceTableVersion,
        revision: quote.revision,
      },
    },
  );
  if (result.ok) return result;
  if (result.reason === "quote-decided") {
    const first = await bookingOfKey(db, quote.customerId, approval.idempotencyKey, null);
    if (first) return { ok: true, booking: first, duplicate: true };
    // Still open but changed since it was read: an edit won the race (decision 0046).
    const now = await quoteByToken(db, token, options.now);
    if (now?.status === "sent" && now.quote.revision !== quote.revision) return { ok: false, reason: "quote-revised" };
    return result;
  }
  if (result.reason !== "slot-full" && result.reason !== "slot-unavailable") return result;
  const open = await availabilityForAddress(db, job, { now: options.now });
  return { ...result, openDays: open.ok ? open.days : [] };
}

async function bookingOfKey(db: Db, userId: string, key: string, quoteBookingId: string | null) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
  if (!row) return null;
  // A key is the customer's across bookings: only this quote's booking answers this quote.
  return quoteBookingId === null || row.id === quoteBookingId ? row : null;
}
