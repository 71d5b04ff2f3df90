import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OptionCards } from "@/components/quotes/option-cards";
import { QuoteChooser } from "@/components/quotes/quote-chooser";
import { formatServiceAddress } from "@/domain/address/service-address";
import { withPhone } from "@/domain/business/identity";
import { memberQuoteOptions } from "@/domain/plans/plan-benefits";
import type { ServiceType } from "@/domain/pricing/pricing";
import { QUOTE_EXPIRED_MESSAGE } from "@/domain/quotes/quote-rules";
import { formatDateLong } from "@/domain/scheduling/words";
import { pageIdentity } from "@/server/business/site-content";
import { getDb } from "@/server/db/client";
import { quoteByToken } from "@/server/quotes/read-quote";

// The link is the permission: read per request, never cached or indexed, and no Referer carries it away.
export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Your quote",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The customer's quote (decision 0032): compare, tick add-ons, approve one and book, or decline. */
export default async function QuotePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const found = await quoteByToken(await getDb(), token, new Date());
  // A draft is the owner's until sent: its link answers as no link does.
  if (!found || found.status === "draft") notFound();
  const { quote, status } = found;
  // A member's add-ons at the price fixed when the quote was sent: what approving it charges.
  const options = memberQuoteOptions(found.options, quote.memberDiscountBps);
  const memberNote =
    quote.memberDiscountBps > 0 && options.some((o) => o.lines.some((l) => l.optional))
      ? `Add-ons are at your plan's member price (${quote.memberDiscountBps / 100}% off).`
      : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-bold text-3xl">Your quote from {pageIdentity().brand}</h1>
      <p className="mt-2 text-slate-700 [overflow-wrap:anywhere]">For {formatServiceAddress(found.address)}.</p>
      {quote.note && <p className="mt-3 max-w-2xl whitespace-pre-line">{quote.note}</p>}
      {status === "sent" && (
        <>
          <p className="mt-3 text-slate-700">
            These prices hold until the end of {formatDateLong(quote.expiresOn)}. Choose an option, tick any add-ons and
            book a time.
          </p>
          {memberNote && (
            <p className="mt-2 font-semibold text-green-800" data-testid="quote-member-note">
              {memberNote}
            </p>
          )}
          <QuoteChooser
            token={token}
            options={options}
            job={{
              serviceType: quote.serviceType as ServiceType,
              address: found.address,
              squareFeet: quote.squareFeet,
            }}
          />
        </>
      )}
      {status === "expired" && (
        <>
          <p className="mt-4 rounded-lg border border-amber-600 bg-amber-50 p-4" data-testid="quote-expired">
            {QUOTE_EXPIRED_MESSAGE}
            {withPhone(pageIdentity(), (phone) => ` ${phone}`, "")}
          </p>
          <OptionCards options={options} />
        </>
      )}
      {status === "approved" && (
        <p className="mt-4 rounded-lg border border-green-700 bg-green-50 p-4" data-testid="quote-approved">
          You approved this quote and booked your visit. Your confirmation email has the details; to change the time,{" "}
          {withPhone(pageIdentity(), (phone) => `call us at ${phone}`, "reply to that email")}.
        </p>
      )}
      {status === "declined" && (
        <p className="mt-4 rounded-lg bg-slate-50 p-4">
          You declined this quote. If anything changes,{" "}
          {withPhone(pageIdentity(), (phone) => `call us at ${phone}`, "reply to the quote's email")} and we will
          prepare a new one.
        </p>
      )}
    </div>
  );
}
