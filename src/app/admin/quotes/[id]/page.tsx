import Link from "next/link";
import { notFound } from "next/navigation";
import { quoteValueText } from "@/components/admin/quotes/quote-table";
import { SendQuoteButton } from "@/components/admin/quotes/send-quote-button";
import { OptionCards } from "@/components/quotes/option-cards";
import { site } from "@/content/site";
import { consoleBookingPath } from "@/domain/booking/reference";
import { formatCents } from "@/domain/money/format";
import { optionTotalCents, QUOTE_STATUS_WORDS } from "@/domain/quotes/quote-rules";
import { formatDateLong, formatTime } from "@/domain/scheduling/words";
import { formatLocalDateTime } from "@/domain/time/local-time";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { quoteAuthor, quoteBooking, quoteById } from "@/server/quotes/read-quote";
import { quotePath } from "@/server/quotes/send-quote";

export const metadata = { title: "Quote", robots: { index: false } };

/** One quote for the owner: how it stands, what each option costs, its link, and send. */
export default async function AdminQuote({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/quotes/${id}`);
  const db = await getDb();
  const found = await quoteById(db, id, new Date());
  if (!found) notFound();
  const { quote, status } = found;
  const booking = quote.bookingId ? await quoteBooking(db, quote.bookingId) : null;
  const author = await quoteAuthor(db, quote);
  const link = new URL(quotePath(quote.token), env.SITE_URL).toString();
  return (
    <>
      <Link href="/admin/quotes" className="font-semibold text-brand-700 text-sm underline">
        All quotes
      </Link>
      <h1 className="mt-2 font-bold text-3xl">Quote</h1>
      <dl className="mt-3 grid max-w-2xl gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Customer</dt>
        <dd>
          <Link href={`/admin/customers/${quote.customerId}`} className="text-brand-700 underline">
            Open the customer
          </Link>
        </dd>
        <dt className="font-semibold">Built by</dt>
        <dd data-testid="quote-author">
          {author ? (author.technician ? `${author.name}, on site` : author.name) : "Unknown"}
          {quote.revision > 1 && `, changed ${quote.revision - 1} time${quote.revision > 2 ? "s" : ""}`}
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd data-testid="quote-status">{QUOTE_STATUS_WORDS[status]}</dd>
        <dt className="font-semibold">Value</dt>
        <dd data-testid="quote-value">{quoteValueText(found.value)}</dd>
        <dt className="font-semibold">Good until</dt>
        <dd>{formatDateLong(quote.expiresOn)} (end of the day)</dd>
        {quote.sentAt && (
          <>
            <dt className="font-semibold">Sent</dt>
            <dd>{formatLocalDateTime(quote.sentAt, site.timeZone)}</dd>
          </>
        )}
        {quote.decidedAt && (
          <>
            <dt className="font-semibold">{status === "approved" ? "Approved" : "Declined"}</dt>
            <dd>
              {formatLocalDateTime(quote.decidedAt, site.timeZone)}
              {quote.declineReason && `: “${quote.declineReason}”`}
            </dd>
          </>
        )}
        {booking && (
          <>
            <dt className="font-semibold">Booked</dt>
            <dd>
              <Link href={consoleBookingPath(booking)} className="text-brand-700 underline">
                {formatDateLong(booking.appointmentDate)}, {formatTime(booking.appointmentTime)}
              </Link>
            </dd>
          </>
        )}
        <dt className="font-semibold">Link</dt>
        <dd className="break-all text-sm" data-testid="quote-link">
          {link}
        </dd>
      </dl>
      {quote.note && <p className="mt-3 max-w-2xl whitespace-pre-line">{quote.note}</p>}
      {(status === "draft" || status === "sent") && (
        <div className="flex flex-wrap items-end gap-3">
          <SendQuoteButton quoteId={quote.id} again={status === "sent"} />
          <Link
            href={`/admin/quotes/${quote.id}/edit`}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Change the quote
          </Link>
        </div>
      )}
      <OptionCards
        options={found.options}
        highlight={quote.approvedOptionId}
        footer={(o) => (
          <p className="font-semibold">
            Total without add-ons: {formatCents(optionTotalCents({ id: o.id, lines: o.lines }))}
          </p>
        )}
      />
    </>
  );
}
