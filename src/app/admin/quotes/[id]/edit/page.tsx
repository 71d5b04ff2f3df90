import Link from "next/link";
import { notFound } from "next/navigation";
import { editStartOf } from "@/components/admin/quotes/edit-start";
import { QuoteBuilder } from "@/components/admin/quotes/quote-builder";
import { QUOTE_NOT_EDITABLE_MESSAGE } from "@/domain/quotes/quote-revision";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { quoteBuilderStart } from "@/server/quotes/builder-start";
import { quoteById } from "@/server/quotes/read-quote";

export const metadata = { title: "Change a quote", robots: { index: false } };

/** The owner edits a saved quote before the customer decides (decision 0046): a new revision, the same link. */
export default async function EditQuote({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/quotes/${id}/edit`);
  const db = await getDb();
  const now = new Date();
  const found = await quoteById(db, id, now);
  if (!found) notFound();
  const start = await quoteBuilderStart(db, found.quote.customerId, now);
  if (!start) notFound();
  const open = found.status === "draft" || found.status === "sent";
  return (
    <>
      <Link href={`/admin/quotes/${id}`} className="font-semibold text-brand-700 text-sm underline">
        Back to the quote
      </Link>
      <h1 className="mt-2 font-bold text-3xl [overflow-wrap:anywhere]">Change the quote for {start.customer.name}</h1>
      {open ? (
        <>
          <p className="mt-2 max-w-2xl text-slate-700">
            Your changes replace the options; the customer's link stays the same and shows them.
          </p>
          <QuoteBuilder
            start={{
              ...start,
              saveTo: { url: `/api/admin/quotes/${id}/revise`, done: "/admin/quotes/:id" },
              editing: editStartOf(found),
            }}
          />
        </>
      ) : (
        <p className="mt-4 max-w-2xl rounded-lg bg-amber-50 p-3" role="status">
          {QUOTE_NOT_EDITABLE_MESSAGE}
        </p>
      )}
    </>
  );
}
