import type { ReactNode } from "react";
import { formatCents } from "@/domain/money/format";
import { lineCents } from "@/domain/quotes/quote-rules";

export interface CardOption {
  id: string;
  label: string;
  lines: readonly {
    id: string;
    name: string;
    description: string;
    quantity: number;
    unitCents: number;
    optional: boolean;
  }[];
}

/**
 * The options of a quote side by side from 768 px, stacked below, each a list of its lines, so a
 * phone compares them one under the other. `addOn` draws an add-on's line (a checkbox on the
 * customer's page), `footer` what follows the lines.
 */
export function OptionCards({
  options,
  addOn,
  footer,
  highlight,
}: {
  options: readonly CardOption[];
  addOn?: (option: CardOption, line: CardOption["lines"][number]) => ReactNode;
  footer?: (option: CardOption) => ReactNode;
  highlight?: string | null;
}) {
  return (
    <ol className="mt-4 grid gap-4 md:auto-cols-fr md:grid-flow-col" aria-label="Options">
      {options.map((o) => (
        <li
          key={o.id}
          className={`grid min-w-0 content-start gap-3 rounded-lg border-2 p-4 ${o.id === highlight ? "border-brand-600 bg-brand-50" : "border-slate-300"}`}
          data-testid={`quote-option-${o.label}`}
        >
          <h3 className="font-bold text-xl [overflow-wrap:anywhere]">{o.label}</h3>
          <ul className="grid gap-2" aria-label={`${o.label}: what is included`}>
            {o.lines
              .filter((l) => !l.optional)
              .map((l) => (
                <li key={l.id} className="flex justify-between gap-3">
                  <span className="[overflow-wrap:anywhere]">
                    {l.name}
                    {l.quantity > 1 && <span className="text-slate-600"> × {l.quantity}</span>}
                    {l.description && <span className="block text-slate-600 text-sm">{l.description}</span>}
                  </span>
                  <span className="shrink-0 tabular-nums">{formatCents(lineCents(l))}</span>
                </li>
              ))}
          </ul>
          {o.lines.some((l) => l.optional) && (
            <div className="grid gap-2">
              <h4 className="font-semibold text-slate-700 text-sm">Add-ons</h4>
              {o.lines
                .filter((l) => l.optional)
                .map((l) =>
                  addOn ? (
                    <div key={l.id}>{addOn(o, l)}</div>
                  ) : (
                    <p key={l.id} className="flex justify-between gap-3 text-sm">
                      <span className="[overflow-wrap:anywhere]">
                        {l.name}
                        {l.quantity > 1 && ` × ${l.quantity}`}
                      </span>
                      <span className="shrink-0 tabular-nums">+{formatCents(lineCents(l))}</span>
                    </p>
                  ),
                )}
            </div>
          )}
          {footer?.(o)}
        </li>
      ))}
    </ol>
  );
}
