// The lines of a booking's price (docs/decisions/0024-one-price.md): the service at the table
// price, what lowered it (offer, quote or recurring discount), then each add-on. The total is the
// sum of the lines, in integer cents, computed by the server; the booking stores it and the
// confirmation email shows the lines.

import { ADD_ON_IDS, ADD_ONS, type AddOn, type AddOnId } from "./add-ons";
import type { PriceAdjustment } from "./booking-price";
import { SERVICE_TYPE_LABELS, type ServiceType } from "./quote-math";

/** custom and office-discount: the owner's lines on a booking taken on the phone (decision 0031); plan: the included visit (decision 0044). */
export type PriceLineKind = "service" | "discount" | "add-on" | "custom" | "office-discount" | "plan";

export interface PriceLine {
  kind: PriceLineKind;
  label: string;
  /** Negative for a discount. */
  cents: number;
  addOnId?: AddOnId;
}

const dollarsToCents = (dollars: number): number => Math.trunc(dollars) * 100;

/** Add-ons once each, in table order, whatever order or repeats a request had. */
export const normalizeAddOns = (ids: readonly AddOnId[]): AddOnId[] => ADD_ON_IDS.filter((id) => ids.includes(id));

export function bookingLines(input: {
  serviceType: ServiceType;
  /** Today's table price for the home, whole dollars. */
  tablePrice: number;
  adjustment: PriceAdjustment | null;
  addOns: readonly AddOnId[];
  /** The price book's add-ons (decision 0040); the code's table when not given. */
  addOnTable?: Record<AddOnId, AddOn>;
}): PriceLine[] {
  const table = input.addOnTable ?? ADD_ONS;
  const lines: PriceLine[] = [
    { kind: "service", label: SERVICE_TYPE_LABELS[input.serviceType], cents: dollarsToCents(input.tablePrice) },
  ];
  if (input.adjustment && input.adjustment.amount !== 0) {
    lines.push({ kind: "discount", label: input.adjustment.label, cents: -dollarsToCents(input.adjustment.amount) });
  }
  for (const id of normalizeAddOns(input.addOns)) {
    lines.push({ kind: "add-on", label: table[id].name, cents: table[id].cents, addOnId: id });
  }
  return lines;
}

/** The total charged: the sum of the lines, never below zero. */
export function linesTotalCents(lines: readonly PriceLine[]): number {
  return Math.max(
    0,
    lines.reduce((sum, line) => sum + line.cents, 0),
  );
}

/** The add-on lines' sum alone (what the booking's price holds beyond the service). */
export const addOnCents = (lines: readonly PriceLine[]): number =>
  lines.filter((l) => l.kind === "add-on").reduce((sum, l) => sum + l.cents, 0);
