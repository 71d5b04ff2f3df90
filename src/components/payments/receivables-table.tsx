import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { formatCents } from "@/domain/payments/invoice";
import { AGING_BUCKETS, type ReceivableRow } from "@/domain/payments/receivables";
import { visitReportPath } from "@/domain/visit/report";

const BUCKET_WORDS: Record<(typeof AGING_BUCKETS)[number], string> = {
  current: "Current",
  "1-30": "1-30 days",
  "31-60": "31-60 days",
  "61-90": "61-90 days",
  "90+": "Over 90 days",
};

/**
 * Accounts receivable: who owes what, by customer, aged by days past the invoice date.
 * Each invoice links to its visit page (the invoice with its payments), each customer to their
 * invoices on this page.
 */
export function ReceivablesTable({
  ar,
}: {
  ar: { rows: ReceivableRow[]; totals: Record<(typeof AGING_BUCKETS)[number], number>; totalCents: number };
}) {
  if (ar.rows.length === 0) return <p className="mt-2 text-slate-700">Nobody owes anything.</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <AdminTable
        className="w-full text-left text-sm"
        head={["Customer", ...AGING_BUCKETS.map((b) => BUCKET_WORDS[b]), "Owed", "Invoices"]}
        items={ar.rows}
        row={(r) => (
          <tr key={r.userId} className="border-slate-100 border-b align-top tabular-nums" data-testid="ar-row">
            <td className="py-2 pr-3">
              <Link href={`/admin/money?customer=${encodeURIComponent(r.userId)}`} className="text-brand-700 underline">
                {r.customerName}
              </Link>
              <span className="block text-slate-600">{r.customerEmail}</span>
            </td>
            {AGING_BUCKETS.map((b) => (
              <td key={b} className="py-2 pr-3" data-bucket={b}>
                {r.buckets[b] ? formatCents(r.buckets[b]) : ""}
              </td>
            ))}
            <td className="py-2 pr-3 font-semibold" data-testid="ar-owed">
              {formatCents(r.totalCents)}
            </td>
            <td className="py-2">
              <ul>
                {r.invoices.map((i) => (
                  <li key={i.id}>
                    <Link href={visitReportPath(i.bookingId)} className="text-brand-700 underline">
                      {i.number}
                    </Link>
                    : {formatCents(i.dueCents)}, {i.days === 1 ? "1 day" : `${i.days} days`}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        )}
      />
      <p className="mt-2 text-sm tabular-nums" data-testid="ar-totals">
        {AGING_BUCKETS.map((b) => `${BUCKET_WORDS[b]}: ${formatCents(ar.totals[b])}`).join(" · ")}
      </p>
    </div>
  );
}
