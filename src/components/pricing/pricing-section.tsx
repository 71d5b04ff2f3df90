import { areaTable } from "@/domain/pricing/area-prices";
import { fromPrice } from "@/domain/pricing/from-price";
import { INCLUDED } from "@/domain/pricing/included";
import { SERVICE_TYPES, type ServiceType } from "@/domain/pricing/quote-math";
import type { PageType } from "@/domain/seo/page-type";
import { pagePriceBook } from "@/server/business/site-content";
import { env } from "@/server/env";
import { IncludedList } from "./included-list";
import { InstantPricing } from "./instant-pricing";

interface Props {
  pageType: PageType;
  allowedTypes?: readonly ServiceType[];
  defaultType?: ServiceType;
  heading?: string;
  priceDisplay?: { display: "range" | "fixed" | "discount"; text?: string };
  /** A city page's place, carried to booking when no address is typed. */
  place?: { city: string; state: string };
  /** A city page's area: its own prices when the owner set some (decision 0046). */
  areaId?: string;
}

/**
 * Server wrapper: hands the configured lookup URLs to the client calculator, with what each
 * service includes already rendered and each service's "from" price (no table code or list
 * markup is shipped to the browser for them).
 */
export function PricingSection({ areaId, ...props }: Props) {
  const lookups = {
    ipLookup: env.IP_LOOKUP_URL,
    ipFallback: env.IP_LOOKUP_FALLBACK_URL,
    reverseGeocode: env.REVERSE_GEOCODE_URL,
  };
  const types = props.allowedTypes ?? SERVICE_TYPES;
  const included = Object.fromEntries(types.map((t) => [t, <IncludedList key={t} items={INCLUDED[t]} />]));
  const book = pagePriceBook();
  const table = areaTable(book, areaId);
  const fromPrices = Object.fromEntries(types.map((t) => [t, fromPrice(t, null, table)]));
  // The table the calculator prices with comes with the page (decision 0040): a regenerated page
  // carries the new version, and the bundle carries none.
  const prices = { table, version: book.label };
  return <InstantPricing {...props} lookups={lookups} included={included} fromPrices={fromPrices} prices={prices} />;
}
