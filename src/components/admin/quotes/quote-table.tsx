import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { formatCents } from "@/domain/money/format";
import { QUOTE_STATUS_WORDS } from "@/domain/quotes/quote-rules";
import { formatDateLong } from "@/domain/scheduling/words";
import type { QuoteListRow } from "@/server/quotes/read-quote";

/** "$1,200", or "$900 – $1,800" when the options differ: what the quote is worth. */
export const quoteValueText = (v: { low: number; high: number }) =>
  v.low === v.high ? formatCents(v.low) : `${formatCents(v.low)} – ${formatCents(v.high)}`;

/** The owner's quotes: who, how it stands (as of now), what it is worth, until when. */
export function QuoteTable({ rows, customer = true }: { rows: readonly QuoteListRow[]; customer?: boolean }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <AdminTable
        cards
        head={[...(customer ? ["Customer"] : []), "Status", "Value", "Good until", "Quote"]}
        items={rows}
        row={(r) => (
          <tr key={r.quote.id} className="border-b align-top">
            {customer && <td className="py-2 pr-3">{r.customerName}</td>}
            <td className="py-2 pr-3" data-testid="quote-status">
              {QUOTE_STATUS_WORDS[r.status]}
            </td>
            <td className="py-2 pr-3" data-testid="quote-value">
              {quoteValueText(r.value)}
            </td>
            <td className="py-2 pr-3">{formatDateLong(r.quote.expiresOn)}</td>
            <td className="py-2">
              <Link href={`/admin/quotes/${r.quote.id}`} className="font-semibold text-brand-700 underline">
                Open
              </Link>
            </td>
          </tr>
        )}
      />
    </div>
  );
}
