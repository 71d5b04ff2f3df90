import { type PlanBenefit, withPlanLines } from "../plans/plan-benefits";
import type { AddOn, AddOnId } from "../pricing/add-ons";
import { bookingLines, type PriceLine } from "../pricing/price-lines";
import { type PriceTable, priceQuote, quote, type ServiceType } from "../pricing/pricing";

/** The prices an office booking is priced with: the price book's table and add-ons. */
export interface OfficePrices {
  table: PriceTable;
  addOns: Record<AddOnId, AddOn>;
}

import { singleLine } from "../validation/single-line";
import { z } from "../validation/zod";

// The lines the owner may add to a booking taken on the phone (decision 0031): a
// discount (an amount or a percent of the total, with a reason) or a custom charge (a one-line
// name and an amount). The table's lines come first and are the server's; these follow them, and
// the total is still the sum of every line in integer cents.

/** The largest custom charge, and the largest discount amount, the owner may type: $5,000. */
export const OFFICE_LINE_MAX_CENTS = 500_000;
/** At most this many lines of the owner's on one booking. */
export const OFFICE_LINES_MAX = 4;
export const OFFICE_REASON_MAX = 200;
export const OFFICE_NAME_MAX = 80;

export const DISCOUNT_TOO_LARGE = "A discount cannot be larger than the total it is taken off.";

const reason = singleLine(
  OFFICE_REASON_MAX,
  `The reason is limited to ${OFFICE_REASON_MAX} characters.`,
  "Please say why.",
).min(3, "Please say why, in a few words.");

const cents = z
  .number({ error: "Please enter an amount." })
  .int("Enter the amount in whole cents.")
  .min(1, "Enter an amount above zero.")
  .max(OFFICE_LINE_MAX_CENTS, `An amount is at most $${OFFICE_LINE_MAX_CENTS / 100}.`);

const discount = z
  .object({
    kind: z.literal("discount"),
    /** Cents off, or a whole percent of the total: exactly one of the two. */
    cents: cents.optional(),
    percent: z
      .number({ error: "Please enter a percent." })
      .int("Enter a whole percent.")
      .min(1, "Enter a percent from 1 to 100.")
      .max(100, "Enter a percent from 1 to 100.")
      .optional(),
    reason,
  })
  .strict()
  .refine((d) => (d.cents === undefined) !== (d.percent === undefined), {
    message: "Give the discount as an amount or as a percent, not both.",
    path: ["cents"],
  });

const custom = z
  .object({
    kind: z.literal("custom"),
    name: singleLine(
      OFFICE_NAME_MAX,
      `The line's name is limited to ${OFFICE_NAME_MAX} characters.`,
      "Name the line.",
    ).min(2, "Name the line."),
    cents,
  })
  .strict();

export const officeLineSchema = z.discriminatedUnion("kind", [discount, custom], {
  error: "A line is a discount or a custom line.",
});
export const officeLinesSchema = z
  .array(officeLineSchema)
  .max(OFFICE_LINES_MAX, `At most ${OFFICE_LINES_MAX} lines of your own.`)
  .default([]);

export type OfficeLine = z.infer<typeof officeLineSchema>;

/** An owner's line as the booking stores it: signed cents (negative for a discount) and why. */
export interface OfficePriceLine extends PriceLine {
  kind: "custom" | "office-discount";
  percent?: number;
  reason?: string;
}

const sum = (lines: readonly PriceLine[]) => lines.reduce((total, l) => total + l.cents, 0);

/** A whole percent of an amount in cents, rounded half up to the cent. */
export const percentOf = (amountCents: number, percent: number): number =>
  Math.floor((amountCents * percent + 50) / 100);

/**
 * The table's lines followed by the owner's: custom lines first (they are charges, and a percent
 * off reads as off everything), then each discount, taken off the total so far. A discount larger
 * than that total is refused rather than clipped: the owner said an amount, and a silently smaller
 * one would be a price nobody agreed.
 */
export function withOfficeLines(
  tableLines: readonly PriceLine[],
  office: readonly OfficeLine[],
): { ok: true; lines: PriceLine[]; added: OfficePriceLine[] } | { ok: false; reason: "discount-too-large" } {
  const added: OfficePriceLine[] = [];
  for (const line of office) {
    if (line.kind === "custom") added.push({ kind: "custom", label: line.name, cents: line.cents });
  }
  for (const line of office) {
    if (line.kind !== "discount") continue;
    const total = sum(tableLines) + sum(added);
    const off = line.percent !== undefined ? percentOf(total, line.percent) : (line.cents ?? 0);
    if (off > total) return { ok: false, reason: "discount-too-large" };
    added.push({
      kind: "office-discount",
      label: line.percent !== undefined ? `Discount (${line.percent}%)` : "Discount",
      cents: -off,
      reason: line.reason,
      ...(line.percent !== undefined ? { percent: line.percent } : {}),
    });
  }
  return { ok: true, lines: [...tableLines, ...added], added };
}

/**
 * Every line of a booking taken on the phone: the table's for the job, then the owner's. An office
 * booking carries no offer, estimate or series (bookByPhone drops them), so the table's price has
 * no adjustment. The form shows these lines for the owner to read to the caller, and createBooking
 * charges the lines this same function gives, so what was read out is what is charged.
 *
 * `benefit`: the customer's plan (decision 0044) applies to the table's lines, before the owner's,
 * so an owner's percent is taken off the member's price, never off a price the plan already zeroed.
 */
export function officeBookingLines(
  job: {
    serviceType: ServiceType;
    bedrooms: number;
    bathrooms: number;
    squareFeet: number;
    addOns: readonly AddOnId[];
  },
  office: readonly OfficeLine[],
  /** The price book's current version (decision 0040); the code's table without it. */
  prices?: OfficePrices,
  benefit: PlanBenefit | null = null,
): ReturnType<typeof withOfficeLines> {
  const table = bookingLines({
    serviceType: job.serviceType,
    tablePrice: (prices ? priceQuote(job.serviceType, job, prices.table, "") : quote(job.serviceType, job)).exact,
    adjustment: null,
    addOns: job.addOns,
    addOnTable: prices?.addOns,
  });
  return withOfficeLines(withPlanLines(table, benefit), office);
}
