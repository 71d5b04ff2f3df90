// "From" prices (docs/decisions/0024-one-price.md): every "from $X" on the site is the lowest price
// a person can actually be charged for a service in an area, computed from the price table here,
// never typed into content.

import { exactPrice, LIMITS, PRICE_TABLE, type PriceTable, SERVICE_TYPES, type ServiceType } from "./pricing";

/**
 * The table an area charges in code (version 0). Every area charges the one table; the server
 * passes the price book's current table (decision 0040) to the functions below.
 */
export function priceTableFor(_areaId?: string | null): PriceTable {
  return PRICE_TABLE;
}

/** The smallest home the calculator and the booking accept: what the lowest price is for. */
const SMALLEST_HOME = {
  bedrooms: LIMITS.bedrooms.min,
  bathrooms: LIMITS.bathrooms.min,
  squareFeet: LIMITS.squareFeet.min,
} as const;

/** The lowest price a person can be charged for this service in this area, in whole dollars. */
export function fromPrice(
  serviceType: ServiceType,
  areaId?: string | null,
  table: PriceTable = priceTableFor(areaId),
): number {
  return exactPrice(serviceType, SMALLEST_HOME, table);
}

/** The cheapest of the services offered (by default all of them) and its "from" price. */
export function lowestFromPrice(
  areaId?: string | null,
  types: readonly ServiceType[] = SERVICE_TYPES,
  table: PriceTable = priceTableFor(areaId),
): { serviceType: ServiceType; price: number } {
  let best: { serviceType: ServiceType; price: number } | null = null;
  for (const serviceType of types) {
    const price = fromPrice(serviceType, areaId, table);
    if (!best || price < best.price) best = { serviceType, price };
  }
  if (!best) throw new RangeError("lowestFromPrice needs at least one service");
  return best;
}
