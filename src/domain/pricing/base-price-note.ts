import { fromPrice } from "./from-price";
import {
  formatCount,
  formatDollars,
  type PriceTable,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  SURCHARGE_FREE_SQFT,
  SURCHARGE_PER_STEP,
  SURCHARGE_STEP_SQFT,
} from "./quote-math";

/**
 * The line shown beside a quote about base prices. It says where the base prices come from and
 * why an exact price is higher, so "$149 to $379" under a $409 quote reads as consistent.
 */
export function basePriceNote(table?: PriceTable): string {
  const bases = SERVICE_TYPES.map(
    (type) => `${SERVICE_TYPE_LABELS[type]} ${formatDollars(fromPrice(type, null, table))}`,
  ).join(", ");
  return `Base prices: ${bases}. Your exact price adds each bedroom and bathroom, and ${formatDollars(SURCHARGE_PER_STEP)} per ${SURCHARGE_STEP_SQFT} sq ft over ${formatCount(SURCHARGE_FREE_SQFT)} (dryer vents are flat rate).`;
}
