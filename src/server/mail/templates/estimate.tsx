import "server-only";
import { hoursInParens, lookOf } from "@/domain/business/brand";
import { brandOrUs, withPhone } from "@/domain/business/identity";
import { QUOTE_VALID_DAYS } from "@/domain/pricing/booking-price";
import { pageIdentity } from "@/server/business/site-content";
import { Buttons, EmailLayout, Facts, P, type Row } from "./layout";

export interface EstimateForEmail {
  service: string;
  /** The price to pay, after any offer. */
  price: string;
  /** "Book Today & Save 20% (20% off the service price): -$62", when the lead held an offer. */
  offer: string | null;
  home: string;
  validUntil: string;
  bookingLink: string;
  /** What the owner has set in business facts (claimsOf), nothing else (decision 0020). */
  claims: readonly string[];
  reference: string;
  /**
   * The first name of the account that proved it holds this address (null when none did): never
   * the name typed into the price form.
   */
  greetName: string | null;
}

/**
 * The estimate, with a link that books it at the quoted price. The address it goes to never proved
 * it is the requester's, so it carries only the service, the home's size and the price: no name,
 * no address (a typed name or address was a phishing line in our own email). It greets
 * by first name only when a verified account holds the address, with that account's name.
 */
export function Estimate({ estimate }: { estimate: EstimateForEmail }) {
  const rows: Row[] = [[estimate.service, estimate.price]];
  if (estimate.offer) rows.push(["Includes your offer", estimate.offer]);
  rows.push(["Home", estimate.home]);
  return (
    <EmailLayout heading={`Your ${estimate.service} estimate`}>
      <P>{estimate.greetName ? `Hello ${estimate.greetName},` : "Hello,"}</P>
      <P>{`Thanks for checking prices with ${brandOrUs(pageIdentity())}. Here is your estimate:`}</P>
      <Facts rows={rows} />
      <P>
        {`We honour this price for ${QUOTE_VALID_DAYS} days, until ${estimate.validUntil}, for the home described above.`}
      </P>
      <P>Book it online (pick a time; the price is applied for you):</P>
      <Buttons links={[{ text: "Book this price", href: estimate.bookingLink }]} />
      <P>
        {`After ${estimate.validUntil} a booking is priced from the price table of that day.${withPhone(pageIdentity(), (phone) => ` You can also call us at ${phone}${hoursInParens(lookOf(pageIdentity()))}.`, "")}`}
      </P>
      {estimate.claims.length > 0 ? <P>{`${estimate.claims.join(". ")}.`}</P> : null}
      <P>{`Estimate reference: ${estimate.reference}`}</P>
    </EmailLayout>
  );
}
