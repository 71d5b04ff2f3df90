import { useEffect, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { formatQuoteCents } from "@/domain/money/format";

export interface OfferedAddOn {
  id: string;
  name: string;
  description: string;
  cents: number;
}

/** The total the page shows for the lines and the add-ons ticked (what BookingPriceLines prints). */
export function shownTotalCents(
  lines: readonly { cents: number }[],
  addOns: readonly OfferedAddOn[],
  chosen: readonly string[],
): number {
  const picked = addOns.filter((a) => chosen.includes(a.id));
  return Math.max(
    0,
    [...lines, ...picked].reduce((sum, l) => sum + l.cents, 0),
  );
}

/**
 * The booking's price as lines: the service and its discount as the server priced them, then the
 * add-ons ticked here. The total shown is the sum of those server-priced lines; the booking itself
 * sends only the add-on ids, and the server prices it again (create-booking.ts).
 */
export function BookingPriceLines({
  lines,
  addOns,
  chosen,
  onChange,
}: {
  lines: readonly { label: string; cents: number }[];
  addOns: readonly OfferedAddOn[];
  chosen: readonly string[];
  onChange(ids: string[]): void;
}) {
  // A box ticked before the page's script runs would be unticked by it (the choice lives in state):
  // the boxes wait for the page to be interactive, as "Show open times" does.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const picked = addOns.filter((a) => chosen.includes(a.id));
  const all = [...lines, ...picked.map((a) => ({ label: a.name, cents: a.cents }))];
  const total = all.reduce((sum, l) => sum + l.cents, 0);
  return (
    <>
      {all.length > 1 && (
        <ul className="mt-2 space-y-0.5 text-slate-700 text-sm" data-testid="booking-price-lines">
          {all.map((l) => (
            <li key={l.label} className="flex justify-between gap-3">
              <span>{l.label}</span>
              <span className="tabular-nums">{formatQuoteCents(l.cents)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 font-bold text-2xl text-brand-700">
        {all.length > 1 && <span className="font-semibold text-base text-ink">Total </span>}
        <span data-testid="booking-price">{formatQuoteCents(Math.max(0, total))}</span>
      </p>
      {addOns.length > 0 && (
        <fieldset className="mt-4" disabled={!interactive}>
          <legend className="font-semibold">Add to your visit</legend>
          <div className="mt-2 space-y-2">
            {addOns.map((a) => (
              <Checkbox
                key={a.id}
                checked={chosen.includes(a.id)}
                onChange={(on) => onChange(on ? [...chosen, a.id] : chosen.filter((id) => id !== a.id))}
                className="items-start text-sm"
                boxClassName="mt-0.5"
              >
                <span>
                  <span className="font-medium">
                    {a.name} <span className="tabular-nums">+{formatQuoteCents(a.cents)}</span>
                  </span>
                  <span className="block text-slate-700">{a.description}</span>
                </span>
              </Checkbox>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
