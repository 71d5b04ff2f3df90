// "From" prices (docs/decisions/0024-one-price.md): every "from $X" on the site is the lowest price
// a person can actually be charged for a service in an area, computed from the price table here,
// never typed into content.

import { exactPrice, LIMITS, PRICE_TABLE, type PriceTable, SERVICE_TYPES, type ServiceType } from "./pricing";

/**
 * The table an area charges. Every area charges the one table today; an area that priced
 * differently would answer its own table here, and every "from" price would follow it.
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
export function fromPrice(serviceType: ServiceType, areaId?: string | null): number {
  return exactPrice(serviceType, SMALLEST_HOME, priceTableFor(areaId));
}

/** The cheapest of the services offered (by default all of them) and its "from" price. */
export function lowestFromPrice(
  areaId?: string | null,
  types: readonly ServiceType[] = SERVICE_TYPES,
): { serviceType: ServiceType; price: number } {
  let best: { serviceType: ServiceType; price: number } | null = null;
  for (const serviceType of types) {
    const price = fromPrice(serviceType, areaId);
    if (!best || price < best.price) best = { serviceType, price };
  }
  if (!best) throw new RangeError("lowestFromPrice needs at least one service");
  return best;
}
