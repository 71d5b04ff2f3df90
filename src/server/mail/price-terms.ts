import "server-only";
import { formatCents, formatStoredPrice } from "@/domain/money/format";
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
  /** Exact cents where whole dollars cannot hold the discount (a member price, decision 0044). */
  discountCents?: number | null;
}): string | null {
  if (!booking.discountLabel) return null;
  // A member price is in cents: both figures then say the cents (15% off $349 is $52.35).
  if (booking.discountCents != null)
    return `Price ${formatStoredPrice(booking.priceExact)} includes: ${booking.discountLabel} (${formatCents(booking.discountCents)} off today's price).`;
  return `Price ${formatDollars(Number(booking.priceExact))} includes: ${booking.discountLabel} (${formatDollars(booking.discountAmount)} off today's price).`;
}
