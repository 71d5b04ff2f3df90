import {
  DISCOUNT_TOO_LARGE,
  type OfficeLine,
  type OfficePrices,
  officeBookingLines,
} from "@/domain/booking/office-lines";
import { formatCents } from "@/domain/money/format";
import type { PlanBenefit } from "@/domain/plans/plan-benefits";
import type { AddOnId } from "@/domain/pricing/add-ons";
import { linesTotalCents } from "@/domain/pricing/price-lines";
import type { ServiceType } from "@/domain/pricing/quote-math";

/**
 * The price to read to the caller, line by line, from the function the booking is charged by
 * (officeBookingLines). Lines of the owner's that are not complete yet are left out and said so.
 */
export function PricePreview({
  job,
  lines,
  incomplete,
  prices,
  benefit = null,
}: {
  prices: OfficePrices;
  /** The customer's plan (the server's answer): the same lines the booking is charged. */
  benefit?: PlanBenefit | null;
  job: {
    serviceType: ServiceType;
    bedrooms: number | null;
    bathrooms: number | null;
    squareFeet: number | null;
    addOns: readonly AddOnId[];
  };
  lines: readonly OfficeLine[];
  incomplete: boolean;
}) {
  const { bedrooms, bathrooms, squareFeet } = job;
  if (
    bedrooms === null ||
    bathrooms === null ||
    squareFeet === null ||
    ![bedrooms, bathrooms, squareFeet].every(Number.isFinite)
  )
    return <p className="text-slate-700 text-sm">Enter the home's size to see the price.</p>;
  const priced = officeBookingLines({ ...job, bedrooms, bathrooms, squareFeet }, lines, prices, benefit);
  if (!priced.ok) return <p className="font-semibold text-red-700 text-sm">{DISCOUNT_TOO_LARGE}</p>;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="phone-booking-preview">
      <h3 className="font-semibold">Price to tell the caller</h3>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {priced.lines.map((line, i) => (
          // Lines have no id of their own; their order is the booking's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on each change
          <div key={i} className="contents">
            <dt>{line.label}</dt>
            <dd className="text-right tabular-nums">{formatCents(line.cents)}</dd>
          </div>
        ))}
        <div className="contents font-semibold">
          <dt>Total</dt>
          <dd className="text-right tabular-nums" data-testid="phone-booking-preview-total">
            {formatCents(linesTotalCents(priced.lines))}
          </dd>
        </div>
      </dl>
      {incomplete && <p className="mt-2 text-slate-700 text-sm">Your own lines count once they are complete.</p>}
    </div>
  );
}
