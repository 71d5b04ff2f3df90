import { parseAddress } from "./parse-address";

/** The service address as the booking form asks for it. */
export interface ServiceAddress {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

export const EMPTY_ADDRESS: ServiceAddress = { street: "", unit: "", city: "", state: "", zip: "" };

/** "2180 Milvia St, Apt 2, Berkeley, CA 94704": the line on invites, emails and the run sheet. */
export function formatServiceAddress(a: ServiceAddress): string {
  return [a.street.trim(), a.unit.trim(), a.city.trim(), `${a.state.trim()} ${a.zip.trim()}`.trim()]
    .filter(Boolean)
    .join(", ");
}

/**
 * The form's fields prefilled from a one-line address (the calculator's or the profile's):
 * the street is the first piece when it starts with a house number; anything unreadable stays
 * for the customer to type.
 */
export function serviceAddressFromLine(line: string | null | undefined): ServiceAddress {
  const text = (line ?? "").trim();
  if (!text || text === "Address not provided") return EMPTY_ADDRESS;
  const parts = parseAddress(text);
  const pieces = text.split(",").map((p) => p.trim());
  const first = pieces[0] ?? "";
  const street = /^\d+\S*\s+\S/.test(first) ? first : "";
  const second = pieces[1] ?? "";
  const unit = street && /^(apt|unit|suite|ste|#|fl|floor)\b/i.test(second) ? second : "";
  return { street, unit, city: parts.city ?? "", state: parts.state ?? "", zip: parts.zipCode ?? "" };
}
