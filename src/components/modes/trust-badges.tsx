import { ClaimItems } from "@/components/facts/claims";
import { ShieldCheckIcon } from "@/components/ui/icons";
import { LineIcon } from "@/components/ui/line-icon";
import { earliestVisitWords } from "@/domain/scheduling/earliest-visit";

/**
 * The compact view's trust badges (docs/product.md#pages-and-addresses, home compact view): what
 * the product itself makes true, then the claims the owner has set (docs/decisions/0020).
 */
export function TrustBadges() {
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-3" data-testid="trust-badges">
      <li className="flex items-center gap-2">
        <LineIcon name="zap" aria-hidden="true" className="h-5 w-5 text-accent-600" /> Your price before you book
      </li>
      <li className="flex items-center gap-2">
        <LineIcon name="wind" aria-hidden="true" className="h-5 w-5 text-accent-600" /> Cleaner indoor air
      </li>
      <li className="flex items-center gap-2">
        <LineIcon name="calendar-clock" aria-hidden="true" className="h-5 w-5 text-accent-600" /> {earliestVisitWords()}
      </li>
      <ClaimItems
        itemClassName="flex items-center gap-2"
        icon={<ShieldCheckIcon className="h-5 w-5 text-accent-600" />}
      />
    </ul>
  );
}
