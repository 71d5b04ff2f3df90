// The invoice of a finished visit: its lines, its totals and its number. Money is integer
// cents from the first line to the last; a booking's stored dollars are read as text, never as a
// float, and tax is rounded once on the subtotal with integer arithmetic.

import { isServiceType, SERVICE_TYPE_LABELS } from "../pricing/quote-math";

export const INVOICE_CURRENCY = "usd";
/** The largest invoice the product writes: far above any visit, far below 2^53 after tax. */
export const MAX_INVOICE_CENTS = 10_000_000;
/** Tax as basis points (825 = 8.25%); the owner sets it, 0 until then. */
export const MAX_TAX_RATE_BPS = 2_500;

export type InvoiceLineKind = "service" | "discount" | "extra";

export interface InvoiceLine {
  kind: InvoiceLineKind;
  description: string;
  quantity: number;
  unitCents: number;
  /** quantity x unitCents; negative for a discount. */
  amountCents: number;
}

export interface InvoiceTotals {
  subtotalCents: number;
  taxRateBps: number;
  taxCents: number;
  totalCents: number;
}

/** An extra the crew adds on site from the owner's price list. */
export interface ExtraItem {
  description: string;
  unitCents: number;
  quantity: number;
}

/** "389.00" (a numeric column as text) to 38900, without floating point. */
export function dollarsToCents(amount: string | number): number {
  const text = typeof amount === "number" ? String(amount) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount of dollars: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] === "-" ? -cents : cents;
}

export { formatCents } from "../money/format";

/** "12.50" or "12" typed by a person, to cents; null when it is not an amount. */
export function parseDollarInput(text: string): number | null {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Tax on a subtotal, rounded half up to the cent. */
export function taxOn(subtotalCents: number, taxRateBps: number): number {
  if (subtotalCents <= 0 || taxRateBps <= 0) return 0;
  return Math.floor((subtotalCents * taxRateBps + 5_000) / 10_000);
}

export function invoiceTotals(lines: readonly InvoiceLine[], taxRateBps: number): InvoiceTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = taxOn(subtotalCents, taxRateBps);
  return { subtotalCents, taxRateBps, taxCents, totalCents: subtotalCents + taxCents };
}

export interface VisitQuote {
  serviceType: string;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  /** What the customer was quoted, as stored on the booking ("389.00"). */
  priceExact: string;
  /** Dollars off the table price (negative when an older, higher quote was honoured). */
  discountAmount: number;
  /** The discount in exact cents where whole dollars cannot hold it (a member price, decision 0044). */
  discountCents?: number | null;
  discountLabel: string | null;
}

const homeSize = (q: VisitQuote) =>
  `${q.bedrooms} bed, ${q.bathrooms} bath, ${q.squareFeet.toLocaleString("en-US")} sq ft`;

/** A line the owner put on a booking taken on the phone (decision 0031): cents, negative for a discount. */
export interface OfficeItem {
  kind: "custom" | "office-discount";
  description: string;
  cents: number;
}

/**
 * The lines of a finished visit's invoice: the service at the table price for the home, the
 * discount the booking carried (offer, quote or recurring) as its own line, the add-ons booked
 * with it (part of the quoted price), the owner's own lines of a phone booking (part of it too),
 * then the extras the crew added. Lines sum to the quoted
 * price plus the extras, so the customer pays what they were told. A discount never takes the
 * invoice below zero.
 */
export function invoiceLines(
  quote: VisitQuote,
  extras: readonly ExtraItem[] = [],
  booked: readonly ExtraItem[] = [],
  office: readonly OfficeItem[] = [],
): InvoiceLine[] {
  const bookedLines = booked.map((b) => extraLine(b));
  const officeLines: InvoiceLine[] = office.map((o) => ({
    kind: o.kind === "custom" ? "extra" : "discount",
    description: o.description,
    quantity: 1,
    unitCents: Math.trunc(o.cents),
    amountCents: Math.trunc(o.cents),
  }));
  const heldCents = [...bookedLines, ...officeLines].reduce((sum, l) => sum + l.amountCents, 0);
  // The booking's stored price holds its add-ons and the owner's lines; the service and its discount are the rest.
  const quotedCents = Math.max(0, dollarsToCents(quote.priceExact) - heldCents);
  const discountCents = quote.discountCents ?? Math.trunc(quote.discountAmount) * 100;
  const service = isServiceType(quote.serviceType) ? SERVICE_TYPE_LABELS[quote.serviceType] : quote.serviceType;
  const tableCents = Math.max(0, quotedCents + discountCents);
  const lines: InvoiceLine[] = [
    {
      kind: "service",
      description: `${service} (${homeSize(quote)})`,
      quantity: 1,
      unitCents: tableCents,
      amountCents: tableCents,
    },
  ];
  const off = tableCents - quotedCents;
  if (off !== 0) {
    lines.push({
      kind: "discount",
      description: quote.discountLabel ?? "Discount",
      quantity: 1,
      unitCents: -off,
      amountCents: -off,
    });
  }
  lines.push(...bookedLines, ...officeLines);
  for (const extra of extras) lines.push(extraLine(extra));
  return lines;
}

/** An extra as an invoice line: whole units, never a negative price. */
export function extraLine(extra: ExtraItem): InvoiceLine {
  const quantity = Math.max(1, Math.trunc(extra.quantity));
  const unitCents = Math.max(0, Math.trunc(extra.unitCents));
  return { kind: "extra", description: extra.description, quantity, unitCents, amountCents: quantity * unitCents };
}

const NUMBER = /^CV-(\d{4})-(\d{6,})$/;

/** The customer-facing number: year of issue and the year's running count, CV-2026-000123. */
export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`bad invoice year ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`bad invoice sequence ${sequence}`);
  return `CV-${year}-${String(sequence).padStart(6, "0")}`;
}

export function parseInvoiceNumber(text: string): { year: number; sequence: number } | null {
  const match = NUMBER.exec(text);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null;
}

/** A correction of an issued invoice: CN-2026-000001, a yearly series of its own. */
export function creditNoteNumber(year: number, sequence: number): string {
  return invoiceNumber(year, sequence).replace(/^CV-/, "CN-");
}

/** What a new credit note may still take off: the total less earlier credit notes. */
export function creditable(invoice: { totalCents: number; creditedCents: number }): number {
  return Math.max(0, invoice.totalCents - invoice.creditedCents);
}

/** What may still be refunded of what was paid online. */
export function refundable(paidCents: number, refundedCents: number, pendingCents: number): number {
  return Math.max(0, paidCents - refundedCents - pendingCents);
}
