// Its own module: the booking page (a server component) needs it, and it brings the address
// parser, which the browser's booking form and price calculator, importing quote-contact.ts, need not carry.
import { type ServiceAddress, serviceAddressFromLine } from "@/domain/address/service-address";

/**
 * The service address the booking form starts from: the calculator's address when it named a
 * street, else the profile's saved one, else the city and state of the page the quote came from
 * (never the words "Address not provided"). The visitor then types only what is missing.
 */
export function startingServiceAddress(
  fromQuote: { address: string; city: string | null; state: string | null; zipCode: string | null },
  profileDefault: string | null | undefined,
): ServiceAddress {
  const typed = serviceAddressFromLine(fromQuote.address);
  if (typed.street) return typed;
  const saved = serviceAddressFromLine(profileDefault);
  if (saved.street) return saved;
  return {
    street: "",
    unit: "",
    city: typed.city || fromQuote.city || "",
    state: typed.state || (fromQuote.state?.length === 2 ? fromQuote.state.toUpperCase() : ""),
    zip: typed.zip || fromQuote.zipCode || "",
  };
}
