import { PricingSection } from "@/components/pricing/pricing-section";
import type { ServiceType } from "@/domain/pricing/quote-math";
import type { PageType } from "@/domain/seo/page-type";

// Local pages price the cleanings only; air quality testing is quoted by phone.
const LOCAL_TYPES: readonly ServiceType[] = ["air_duct", "dryer_vent", "duct_and_dryer"];

/** Right column, first row, from `lg`; the text after it takes the left column by auto-placement. */
export const ASIDE_PLACE = "scroll-mt-20 lg:col-start-2 lg:row-start-1";

/**
 * The calculator column beside a local page's opening text: first on phones, on the right from
 * `lg`, and the target of the page's "#instant-pricing" links. Pages put it before the text in the
 * document and the grid moves it right: a paint made while the page is still arriving then never
 * shows text that the calculator pushes down when it comes (a layout shift CSS reordering caused).
 */
export function PricingAside({
  pageType,
  heading,
  place,
  defaultType,
  areaId,
  children,
}: {
  pageType: PageType;
  heading: string;
  place?: { city: string; state: string };
  defaultType?: ServiceType;
  /** The city's area, whose own prices the calculator uses (decision 0046). */
  areaId?: string;
  children?: React.ReactNode;
}) {
  return (
    <div id="instant-pricing" className={ASIDE_PLACE}>
      <PricingSection
        pageType={pageType}
        allowedTypes={LOCAL_TYPES}
        defaultType={defaultType}
        heading={heading}
        place={place}
        {...(areaId ? { areaId } : {})}
      />
      {children}
    </div>
  );
}
