import type { ServiceType } from "@/domain/pricing/pricing";
import type { PageType } from "@/domain/seo/page-type";
import { env } from "@/server/env";
import { InstantPricing } from "./instant-pricing";

interface Props {
  pageType: PageType;
  allowedTypes?: readonly ServiceType[];
  defaultType?: ServiceType;
  heading?: string;
  priceDisplay?: { display: "range" | "fixed" | "discount"; text?: string };
  /** A city page's place, carried to booking when no address is typed. */
  place?: { city: string; state: string };
}

/** Server wrapper: hands the configured lookup URLs to the client calculator. */
export function PricingSection(props: Props) {
  const lookups = {
    ipLookup: env.IP_LOOKUP_URL,
    ipFallback: env.IP_LOOKUP_FALLBACK_URL,
    reverseGeocode: env.REVERSE_GEOCODE_URL,
  };
  return <InstantPricing {...props} lookups={lookups} />;
}
