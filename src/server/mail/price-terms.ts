import "server-only";
import { formatDollars } from "@/domain/pricing/pricing";

/**
 * What lowered a booking's price (an offer, a quote, the recurring discount), as one sentence for
 * the emails about it, so the customer and the owner read the same terms the server applied; null
 * when nothing did.
 */
export function priceTermsLine(booking: {
  priceExact: string;
  discountLabel: string | null;
  discountAmount: number;
}): string | null {
  if (!booking.discountLabel) return null;
  return `Price ${formatDollars(Number(booking.priceExact))} includes: ${booking.discountLabel} (${formatDollars(booking.discountAmount)} off today's price).`;
}
