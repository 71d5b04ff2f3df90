import { PricingSection } from "@/components/pricing/pricing-section";
import type { ServiceType } from "@/domain/pricing/pricing";
import type { PageType } from "@/domain/seo/page-type";

// Local pages price the cleanings only; air quality testing is quoted by phone.
const LOCAL_TYPES: readonly ServiceType[] = ["standard", "deep", "move_out"];

/**
 * The calculator column beside a local page's opening text: first on phones, on the right from
 * `lg`, and the target of the page's "#instant-pricing" links.
 */
export function PricingAside({
  pageType,
  heading,
  place,
  defaultType,
  children,
}: {
  pageType: PageType;
  heading: string;
  place?: { city: string; state: string };
  defaultType?: ServiceType;
  children?: React.ReactNode;
}) {
  return (
    <div id="instant-pricing" className="order-first scroll-mt-20 lg:order-none">
      <PricingSection
        pageType={pageType}
        allowedTypes={LOCAL_TYPES}
        defaultType={defaultType}
        heading={heading}
        place={place}
      />
      {children}
    </div>
  );
}
