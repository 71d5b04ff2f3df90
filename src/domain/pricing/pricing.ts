// Version 0 of the price book (decision 0040): the table in code, and the quote it gives. The
// arithmetic is quote-math.ts (re-exported here); the browser imports that module, not this one,
// so the calculator's bundle carries no table of its own.

import {
  type HomeSize,
  type PriceTable,
  exactPrice as priceOf,
  priceQuote,
  type Quote,
  type ServiceType,
} from "./quote-math";

export * from "./quote-math";

/** Stored with every quote, so a quote can be honoured as given after prices change. */
export const PRICE_TABLE_VERSION = "2026-01";

export const PRICE_TABLE: PriceTable = {
  air_duct: { base: 249, perBedroom: 30, perBathroom: 20, sizeSurcharge: true },
  dryer_vent: { base: 149, perBedroom: 0, perBathroom: 0, sizeSurcharge: false },
  duct_and_dryer: { base: 379, perBedroom: 25, perBathroom: 15, sizeSurcharge: true },
};

/** The exact price from a table, version 0's when none is given. */
export function exactPrice(serviceType: ServiceType, size: HomeSize, table: PriceTable = PRICE_TABLE): number {
  return priceOf(serviceType, size, table);
}

/** The quote from version 0, the table in code (tests, seeds and the demo data). */
export function quote(serviceType: ServiceType, size: HomeSize): Quote {
  return priceQuote(serviceType, size, PRICE_TABLE, PRICE_TABLE_VERSION);
}
