import { localDate } from "../scheduling/schedule";

// Accounts receivable: what each customer owes, aged by whole days past the invoice's
// date in the business's zone, from `now`. Plain data in, plain data out; the owner's money page
// draws it.

export const AGING_BUCKETS = ["current", "1-30", "31-60", "61-90", "90+"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

const DAY = 86_400_000;

/** Whole calendar days from the invoice's local date to today's, never negative. */
export function daysPastInvoice(issuedAt: Date, now: Date, timeZone: string): number {
  const day = (d: Date) => Date.parse(`${localDate(d, timeZone)}T00:00:00Z`);
  return Math.max(0, Math.round((day(now) - day(issuedAt)) / DAY));
}

export function agingBucket(days: number): AgingBucket {
  if (days <= 0) return "current";
  if (days <= 30) return "1-30";
  if (days <= 60) return "31-60";
  if (days <= 90) return "61-90";
  return "90+";
}

export interface OpenInvoice {
  id: string;
  number: string;
  bookingId: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  issuedAt: Date;
  /** invoiceBalance(...).dueCents: only invoices with something due are aged. */
  dueCents: number;
}

export interface ReceivableRow {
  userId: string;
  customerName: string;
  customerEmail: string;
  totalCents: number;
  buckets: Record<AgingBucket, number>;
  invoices: (OpenInvoice & { days: number; bucket: AgingBucket })[];
}

const emptyBuckets = (): Record<AgingBucket, number> => ({ current: 0, "1-30": 0, "31-60": 0, "61-90": 0, "90+": 0 });

/** Customers who owe, most owed first, each with their invoices oldest first and the bucket sums. */
export function receivables(
  open: readonly OpenInvoice[],
  now: Date,
  timeZone: string,
): { rows: ReceivableRow[]; totals: Record<AgingBucket, number>; totalCents: number } {
  const byCustomer = new Map<string, ReceivableRow>();
  const totals = emptyBuckets();
  for (const invoice of open) {
    if (invoice.dueCents <= 0) continue;
    const days = daysPastInvoice(invoice.issuedAt, now, timeZone);
    const bucket = agingBucket(days);
    let row = byCustomer.get(invoice.userId);
    if (!row) {
      row = {
        userId: invoice.userId,
        customerName: invoice.customerName,
        customerEmail: invoice.customerEmail,
        totalCents: 0,
        buckets: emptyBuckets(),
        invoices: [],
      };
      byCustomer.set(invoice.userId, row);
    }
    row.totalCents += invoice.dueCents;
    row.buckets[bucket] += invoice.dueCents;
    totals[bucket] += invoice.dueCents;
    row.invoices.push({ ...invoice, days, bucket });
  }
  const rows = [...byCustomer.values()].sort(
    (a, b) => b.totalCents - a.totalCents || a.customerName.localeCompare(b.customerName),
  );
  for (const row of rows) row.invoices.sort((a, b) => b.days - a.days || a.number.localeCompare(b.number));
  const totalCents = rows.reduce((s, r) => s + r.totalCents, 0);
  return { rows, totals, totalCents };
}
