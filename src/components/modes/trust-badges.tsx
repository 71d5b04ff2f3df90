import { LineIcon } from "@/components/ui/line-icon";
import { site } from "@/content/site";

/** The compact view's three trust badges (docs/product.md#pages-and-addresses, home compact view). */
export function TrustBadges() {
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-3">
      <li className="flex items-center gap-2">
        <LineIcon name="shield-check" aria-hidden="true" className="h-5 w-5 text-accent-600" /> Insured technicians
      </li>
      <li className="flex items-center gap-2">
        <LineIcon name="wind" aria-hidden="true" className="h-5 w-5 text-accent-600" /> Cleaner indoor air
      </li>
      <li className="flex items-center gap-2">
        <LineIcon name="star" aria-hidden="true" className="h-5 w-5 text-accent-600" /> {site.rating.value}/5 rating
      </li>
    </ul>
  );
}
