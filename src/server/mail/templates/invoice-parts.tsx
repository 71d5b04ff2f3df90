import "server-only";
import { formatCents, type InvoiceLine } from "@/domain/payments/invoice";
import type { Row } from "./layout";

export interface InvoiceForEmail {
  id: string;
  bookingId: string;
  number: string;
  lines: readonly InvoiceLine[];
  subtotalCents: number;
  taxRateBps: number;
  taxCents: number;
  totalCents: number;
  appointmentDate: string;
  address: string;
  /** The visit's zone: a payment's date is written on the visit's calendar. */
  timeZone: string;
}

export const lineText = (line: InvoiceLine) =>
  `${line.description}${line.quantity > 1 ? ` x ${line.quantity}` : ""}: ${formatCents(line.amountCents)}`;

export function totalsRows(invoice: InvoiceForEmail): Row[] {
  const rows: Row[] = [["Subtotal", formatCents(invoice.subtotalCents)]];
  if (invoice.taxRateBps > 0) rows.push([`Tax (${invoice.taxRateBps / 100}%)`, formatCents(invoice.taxCents)]);
  rows.push(["Total", formatCents(invoice.totalCents)]);
  return rows;
}
