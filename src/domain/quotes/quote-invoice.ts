import { type ExtraItem, extraLine, type InvoiceLine } from "../payments/invoice";
import { lineCents } from "./quote-rules";

/**
 * The invoice lines of a visit booked from a quote (decision 0032): the quote's lines the customer
 * approved, each with its quantity and unit price, in the quote's order (the option's own lines
 * first, then its add-ons), so the invoice's subtotal is the approved total; then the extras the
 * crew added on site.
 */
export function quoteInvoiceLines(
  lines: readonly { name: string; quantity: number; unitCents: number; optional: boolean }[],
  extras: readonly ExtraItem[] = [],
): InvoiceLine[] {
  const quoted = [...lines.filter((l) => !l.optional), ...lines.filter((l) => l.optional)].map((l, at) => ({
    kind: at === 0 ? ("service" as const) : ("extra" as const),
    description: l.name,
    quantity: l.quantity,
    unitCents: l.unitCents,
    amountCents: lineCents(l),
  }));
  return [...quoted, ...extras.map(extraLine)];
}
