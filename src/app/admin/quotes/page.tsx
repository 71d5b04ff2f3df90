import Link from "next/link";
import { QuoteTable, quoteValueText } from "@/components/admin/quotes/quote-table";
import { buttonClass } from "@/components/ui/button";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { listQuotes } from "@/server/quotes/read-quote";

export const metadata = { title: "Quotes", robots: { index: false } };

/** The owner's quotes (decision 0032): the open ones and their value first, then the decided. */
export default async function AdminQuotes() {
  await requireAdminPage("/admin/quotes");
  const rows = await listQuotes(await getDb(), { now: new Date() });
  const open = rows.filter((r) => r.status === "sent" || r.status === "draft");
  const decided = rows.filter((r) => r.status !== "sent" && r.status !== "draft");
  const openValue = open.reduce((v, r) => ({ low: v.low + r.value.low, high: v.high + r.value.high }), {
    low: 0,
    high: 0,
  });
  return (
    <>
      <h1 className="font-bold text-3xl">Quotes</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        A quote is sent as a link, where the customer compares the options, approves one and books a time.
      </p>
      <Link href="/admin/quotes/new" className={buttonClass("primary", "md", "mt-3")}>
        New quote
      </Link>
      <section aria-labelledby="open-quotes" className="mt-8">
        <h2 id="open-quotes" className="font-bold text-xl">
          Open ({open.length})
        </h2>
        {open.length > 0 ? (
          <>
            <p className="mt-1 text-slate-700 text-sm" data-testid="open-quotes-value">
              Worth {quoteValueText(openValue)} in all.
            </p>
            <QuoteTable rows={open} />
          </>
        ) : (
          <p className="mt-2 text-slate-600 text-sm">No open quotes.</p>
        )}
      </section>
      <section aria-labelledby="decided-quotes" className="mt-8">
        <h2 id="decided-quotes" className="font-bold text-xl">
          Approved, declined and expired ({decided.length})
        </h2>
        {decided.length > 0 ? <QuoteTable rows={decided} /> : <p className="mt-2 text-slate-600 text-sm">None yet.</p>}
      </section>
    </>
  );
}
