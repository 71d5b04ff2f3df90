// Prices per area (decision 0046): the owner may charge one metro differently
// from the default for a service. Everything that prices for a place (the booking from its
// address, a city's pages and calculator, their structured data) resolves the book for that
// place's area here; everything else reads the default.

import { getServiceArea } from "../areas/service-areas";
import { fromPrice } from "./from-price";
import type { PriceBook, PriceBookChange } from "./price-book";
import { tableOf } from "./price-book";
import { type PriceTable, SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from "./pricing";

/**
 * The book as an area charges it: each service the area names takes the area's amounts, every
 * other service (and every area not named, and `null`) the default's. Names, descriptions, the
 * size-surcharge rule, add-ons and the version label are the book's: an area's price is a row of
 * the same version, so a booking records the same label wherever it is.
 */
export function bookForArea(book: PriceBook, areaId: string | null | undefined): PriceBook {
  const own = areaId ? book.areas[areaId] : undefined;
  if (!own) return book;
  const services = { ...book.services };
  for (const t of SERVICE_TYPES) {
    const amounts = own[t];
    if (amounts) services[t] = { ...services[t], ...amounts };
  }
  return { ...book, services };
}

/** The quote arithmetic's table (whole dollars) for an area. */
export const areaTable = (book: PriceBook, areaId: string | null | undefined): PriceTable =>
  tableOf(bookForArea(book, areaId));

/**
 * The "from" price of a page that covers several areas (a state page: its cities' areas; the home
 * page: every area): the lowest price anyone there can be charged for these services, each area at
 * its own table, so an area cheaper than the default is not hidden and a dearer one does not
 * raise the default's. No areas: the default's.
 */
export function lowestFromPriceIn(
  book: PriceBook,
  areaIds: readonly string[],
  types: readonly ServiceType[] = SERVICE_TYPES,
): { serviceType: ServiceType; price: number } {
  let best: { serviceType: ServiceType; price: number } | null = null;
  for (const areaId of areaIds.length > 0 ? areaIds : [null]) {
    const table = areaTable(book, areaId);
    for (const serviceType of types) {
      const price = fromPrice(serviceType, null, table);
      if (!best || price < best.price) best = { serviceType, price };
    }
  }
  if (!best) throw new RangeError("lowestFromPriceIn needs at least one service");
  return best;
}

/** Whether every one of these areas charges the default table (a state page says "same prices"). */
export const chargeTheDefault = (book: PriceBook, areaIds: readonly string[]): boolean =>
  areaIds.every((id) => Object.keys(book.areas[id] ?? {}).length === 0);

/** The areas whose prices differ from the default, by name, for the owner's page. */
export function areasWithOwnPrices(book: PriceBook): { id: string; name: string }[] {
  return Object.entries(book.areas)
    .filter(([, services]) => services && Object.keys(services).length > 0)
    .map(([id]) => ({ id, name: getServiceArea(id)?.name ?? id }));
}

const FIELDS = [
  ["baseCents", "base price"],
  ["perBedroomCents", "per bedroom"],
  ["perBathroomCents", "per bathroom"],
] as const;

/**
 * What a save changes in the areas' own prices, as the preview lists them: each amount an area
 * charges that moves (an area's own price set or dropped counts against the default it replaces),
 * and the pages that show it: that area's city pages, their calculator and structured data.
 */
export function previewAreaPrices(
  current: PriceBook,
  next: PriceBook,
): { changes: PriceBookChange[]; pages: string[] } {
  const changes: PriceBookChange[] = [];
  const pages: string[] = [];
  const ids = new Set([...Object.keys(current.areas), ...Object.keys(next.areas)]);
  for (const id of ids) {
    const name = getServiceArea(id)?.name ?? id;
    const a = bookForArea(current, id);
    const b = bookForArea(next, id);
    const before = changes.length;
    for (const t of SERVICE_TYPES) {
      // Only the area's own rows: a default change is listed once by previewPriceBook.
      if (!current.areas[id]?.[t] && !next.areas[id]?.[t]) continue;
      for (const [key, words] of FIELDS) {
        const from = a.services[t][key];
        const to = b.services[t][key];
        if (from !== to)
          changes.push({ what: `${name}, ${SERVICE_TYPE_LABELS[t]}: ${words}`, fromCents: from, toCents: to });
      }
    }
    if (changes.length > before)
      pages.push(
        `${name}: its city pages, their calculator and "from" prices in their structured data; its state page and the home page where it is the cheapest`,
      );
  }
  return { changes, pages };
}
