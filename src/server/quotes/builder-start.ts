import "server-only";
import { addOnsOf, tableOf } from "@/domain/pricing/price-book";
import { defaultExpiry } from "@/domain/quotes/quote-rules";
import { bookingContact } from "@/server/customers/booking-contact";
import type { Db } from "@/server/db/client";
import { extrasView } from "@/server/payments/extras-view";
import { currentPriceBook } from "@/server/pricing/price-book";

/**
 * What the quote builder starts from, for the owner's page and the technician's alike: the
 * customer's contact and address, the owner's extras, the price book's services and add-ons, and
 * an expiry two weeks ahead. Null for an account that is not a customer.
 */
export async function quoteBuilderStart(db: Db, customerId: string, now: Date) {
  const customer = await bookingContact(db, customerId);
  if (!customer) return null;
  const { items } = await extrasView(db, null);
  const book = await currentPriceBook(db);
  return {
    customer,
    extras: items,
    expiresOn: defaultExpiry(now),
    prices: { table: tableOf(book), addOns: addOnsOf(book) },
  };
}
