import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { editStartOf } from "@/components/admin/quotes/edit-start";
import { QuoteBuilder } from "@/components/admin/quotes/quote-builder";
import { quoteValueText } from "@/components/admin/quotes/quote-table";
import { serviceAddressFromLine } from "@/domain/address/service-address";
import { QUOTE_NOT_EDITABLE_MESSAGE } from "@/domain/quotes/quote-revision";
import { QUOTE_STATUS_WORDS } from "@/domain/quotes/quote-rules";
import { formatDateLong } from "@/domain/scheduling/words";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { quoteBuilderStart } from "@/server/quotes/builder-start";
import { quotesOfJob } from "@/server/quotes/read-quote";
import { requireTechnician } from "@/server/technician/require-technician";
import { accessibleVisit } from "@/server/visits/visit-access";

export const metadata: Metadata = { title: "Quote on site", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;

/**
 * A technician's quote for the customer of a job of their crew (decision 0046): the owner's
 * builder, saved on this job; the quotes built here, and an edit of one of theirs (?edit=).
 */
export default async function CrewQuotePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Search>;
}) {
  const { id } = await params;
  const p = await searchParams;
  const technician = await requireTechnician(`/crew/visits/${id}/quote`, p);
  if (!z.uuid().safeParse(id).success) notFound();
  const db = await getDb();
  const now = new Date();
  const access = await accessibleVisit(db, technician, id);
  if (access?.role !== "crew" || access.booking.status === "cancelled") notFound();
  const job = access.booking;
  const start = await quoteBuilderStart(db, job.userId, now);
  if (!start) notFound();
  const built = await quotesOfJob(db, job.id, now);
  const mine = built.filter((q) => q.quote.createdBy === technician.id);
  const editing = typeof p.edit === "string" ? mine.find((q) => q.quote.id === p.edit) : undefined;
  if (typeof p.edit === "string" && !editing) notFound();
  const open = editing && (editing.status === "draft" || editing.status === "sent");
  return (
    <div className="mx-auto max-w-5xl px-3 py-6">
      <Link href="/crew" className="font-semibold text-brand-700 text-sm underline">
        Back to the jobs
      </Link>
      <h1 className="mt-2 font-bold text-2xl [overflow-wrap:anywhere]">
        {editing ? "Change the quote" : "Quote on site"} for {start.customer.name}
      </h1>
      {typeof p.saved === "string" && built.some((q) => q.quote.id === p.saved) && (
        <p className="mt-3 rounded-lg bg-green-50 p-3 font-semibold text-green-900" role="status">
          Quote saved. The office sees it with your name on it.
        </p>
      )}
      {built.length > 0 && (
        <section aria-labelledby="built-here" className="mt-4">
          <h2 id="built-here" className="font-semibold text-lg">
            Quotes on this job
          </h2>
          <ul className="mt-2 space-y-2" data-testid="job-quotes">
            {built.map((q) => (
              <li key={q.quote.id} className="rounded-lg border border-slate-300 p-3">
                <span className="font-semibold">{QUOTE_STATUS_WORDS[q.status]}</span>, {quoteValueText(q.value)}, good
                until {formatDateLong(q.quote.expiresOn)}
                {q.quote.createdBy === technician.id && (q.status === "draft" || q.status === "sent") && (
                  <>
                    {" "}
                    <Link
                      href={`/crew/visits/${id}/quote?edit=${q.quote.id}`}
                      className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline"
                    >
                      Change it
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {editing && !open ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3" role="status">
          {QUOTE_NOT_EDITABLE_MESSAGE}
        </p>
      ) : (
        <QuoteBuilder
          key={editing?.quote.id ?? "new"}
          start={{
            ...start,
            // The job's address, not the customer's latest: the quote is for the house the crew is at.
            customer: { ...start.customer, address: serviceAddressFromLine(job.address) },
            saveTo: editing
              ? { url: `/api/crew/quotes/${editing.quote.id}/revise`, done: `/crew/visits/${id}/quote?saved=:id` }
              : { url: `/api/crew/visits/${id}/quotes`, done: `/crew/visits/${id}/quote?saved=:id` },
            ...(editing ? { editing: editStartOf(editing) } : {}),
          }}
        />
      )}
    </div>
  );
}
