import { formatCents } from "@/domain/payments/invoice";
import { formatLocalDate } from "@/domain/time/local-time";
import type { InvoiceView } from "@/server/payments/visit-invoice";

const METHOD_WORDS: Record<string, string> = {
  stripe: "Card online",
  card_reader: "Card on site",
  cash: "Cash",
  check: "Check",
};

/** An invoice's lines, totals and where it stands: the same for the customer, the crew and the owner. */
export function InvoiceSummary({ invoice }: { invoice: InvoiceView }) {
  return (
    <section
      aria-labelledby="invoice-heading"
      className="rounded-xl border border-slate-200 p-4"
      data-invoice-id={invoice.id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="invoice-heading" className="font-bold text-xl">
          Invoice {invoice.number}
        </h2>
        <p className="font-semibold" data-testid="invoice-state">
          {invoice.stateWords}
        </p>
      </div>
      <table className="mt-3 w-full text-left">
        <caption className="sr-only">Lines of invoice {invoice.number}</caption>
        <thead>
          <tr className="border-slate-200 border-b text-slate-700 text-sm">
            <th scope="col" className="py-1 font-semibold">
              Item
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, i) => (
            // Lines have no id of their own; their order is fixed once the invoice is issued.
            // biome-ignore lint/suspicious/noArrayIndexKey: an issued invoice's lines never move
            <tr key={i} className="border-slate-100 border-b align-top">
              <td className="py-1 pr-2">
                {line.description}
                {line.quantity > 1 ? ` × ${line.quantity}` : ""}
              </td>
              <td className="py-1 text-right tabular-nums">{formatCents(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {invoice.taxRateBps > 0 && (
            <tr>
              <th scope="row" className="py-1 font-normal">
                Tax ({invoice.taxRateBps / 100}%)
              </th>
              <td className="py-1 text-right tabular-nums">{formatCents(invoice.taxCents)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" className="py-1 font-bold">
              Total
            </th>
            <td className="py-1 text-right font-bold tabular-nums" data-testid="invoice-total">
              {formatCents(invoice.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
      {invoice.payments.length > 0 && (
        <ul className="mt-3 text-slate-700 text-sm">
          {invoice.payments.map((p) => (
            <li key={`${p.method}-${p.recordedAt.toISOString()}`}>
              {METHOD_WORDS[p.method] ?? p.method}
              {p.checkNumber ? ` no. ${p.checkNumber}` : ""}: {formatCents(p.amountCents)} on{" "}
              {formatLocalDate(p.recordedAt, invoice.timeZone)}
            </li>
          ))}
          {invoice.refundedCents > 0 && <li>Refunded: {formatCents(invoice.refundedCents)}</li>}
        </ul>
      )}
      {invoice.state === "partly paid" && (
        <p className="mt-3 font-semibold" data-testid="invoice-due">
          Still to pay: {formatCents(invoice.dueCents)}
          {/* The crew and the owner see the customer's own way to pay the rest. */}
          {!invoice.payOnline && invoice.payLink && (
            <span className="block font-normal text-slate-700 text-sm">
              The customer can pay the rest online from their visit page: {invoice.payLink}
            </span>
          )}
        </p>
      )}
    </section>
  );
}
