import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { BookingForm } from "@/components/booking/booking-form";
import { serviceAddressSchema } from "@/domain/address/service-address-input";
import { bookingDataFromQuery } from "@/domain/booking/booking-query";
import { startingServiceAddress } from "@/domain/booking/starting-address";
import {
  memberPriceCents,
  memberServiceLine,
  type PlanBenefit,
  planNote,
  withPlanLines,
} from "@/domain/plans/plan-benefits";
import { addOnsFor } from "@/domain/pricing/add-ons";
import { addOnsOf, tableOf } from "@/domain/pricing/price-book";
import { bookingLines } from "@/domain/pricing/price-lines";
import { priceQuote } from "@/domain/pricing/pricing";
import { BOOKING_WINDOW_DAYS, suggestedInterval } from "@/domain/scheduling/schedule";
import { availabilityForAddress } from "@/server/bookings/availability";
import { bookingFromLink, termsNote } from "@/server/bookings/booking-link";
import { type BookingTerms, bookingTerms } from "@/server/bookings/booking-terms";
import { openDueLink } from "@/server/campaigns/due-responses";
import { getDb } from "@/server/db/client";
import { moneyTermsByService } from "@/server/deposits/money-terms";
import { REFUSALS } from "@/server/http/refusals";
import { heldOffer } from "@/server/offers/held-offer";
import { configuredGateway } from "@/server/payments/stripe-gateway";
import { firstOpenDayFor, memberBenefit, withPriority } from "@/server/plans/member-benefits";
import { currentPriceBook } from "@/server/pricing/price-book";
import { getProfile } from "@/server/profiles/profile";
import { getSessionUser } from "@/server/session";
import { textsOn } from "@/server/sms/sender";
import { textChoice } from "@/server/sms/set-text-consent";

export const metadata: Metadata = { title: "Book Your Service", robots: { index: false } };

export default async function BookServicePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 200) : undefined);
  const link = { quote: one(query.quote), series: one(query.series), date: one(query.date), due: one(query.due) };
  const fromEmail = Boolean(link.quote || link.series || link.due);
  const user = await getSessionUser();
  // An estimate's or a series' link belongs to someone: it is read once they are signed in.
  if (!user && fromEmail) {
    // A "you're due" click counts as opened before the sign-in it leads to (decision 0039).
    if (link.due) await openDueLink(await getDb(), null, link.due, new Date());
    const back = new URLSearchParams(Object.entries(link).filter((e): e is [string, string] => Boolean(e[1])));
    redirect(`/customer-login?next=${encodeURIComponent(`/book-service?${back}`)}`);
  }
  const db = await getDb();
  const now = new Date();
  const offer = await heldOffer(await headers(), db, now);
  // An estimate's or a series' link (server-checked), else the calculator's query.
  const linked = user && fromEmail ? await bookingFromLink(db, user.id, link, { now, offer }) : null;
  const data = linked?.data ?? bookingDataFromQuery(query);
  if (!data) redirect("/");
  // Signed out is fine: the account is created on this page with the booking (decision 0013).
  const held = linked
    ? { ok: true as const, terms: linked.terms }
    : await bookingTerms(db, user?.id ?? null, data, { now, offer });
  const terms = held.ok ? held.terms : null;
  // The page's prices are the price book's current version (decision 0040), as the booking's are.
  const book = terms?.book ?? (await currentPriceBook(db));
  const bookAddOns = addOnsOf(book);
  const profile = user ? await getProfile(db, user.id) : null;
  // The calculator's address, else the profile's, else the quote page's city and state.
  const prefilled = startingServiceAddress(data, profile?.defaultAddress);
  const parsed = serviceAddressSchema.safeParse(prefilled);
  const initial = parsed.success
    ? withPriority(
        await availabilityForAddress(
          db,
          { address: parsed.data, serviceType: data.serviceType, squareFeet: data.squareFeet },
          { now, windowDays: terms?.windowDays },
        ),
        await firstOpenDayFor(db, user?.id ?? null, now),
      )
    : null;
  // A signed-in member's plan (decision 0044): the server prices it again when the booking is sent.
  const benefit = await memberBenefit(db, user?.id ?? null, data.serviceType, now);
  const offered = addOnsFor(data.serviceType)
    .map(({ id }) => bookAddOns[id])
    .map(({ id, name, description, cents }) => ({
      id,
      name,
      description,
      cents: benefit ? memberPriceCents(cents, benefit.discountBps) : cents,
    }));
  // The service's lines before the plan, and whether the member price beats what else lowered it.
  const serviceLines = bookingLines({
    serviceType: data.serviceType,
    tablePrice: terms?.price.tablePrice ?? priceQuote(data.serviceType, data, tableOf(book), book.label).exact,
    adjustment: terms?.price.adjustment ?? null,
    addOns: [],
    addOnTable: bookAddOns,
  });
  const memberService = memberServiceLine(serviceLines, benefit) !== null;
  const choice = user && textsOn() ? await textChoice(db, user.id) : null;
  // A deposit or a card the owner asks of this service (decision 0045): said nowhere while payments are off.
  const money = configuredGateway()
    ? ((await moneyTermsByService(db)).find((m) => m.serviceType === data.serviceType)?.terms ?? null)
    : null;
  const texts = textsOn() ? { on: Boolean(choice?.on && !choice.stopped) } : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-bold text-3xl">Book your service</h1>
      <p className="mt-2 text-slate-700">
        Tell us where the job is, then pick a day and a start time. Times are local to the service address.
        {user ? "" : " Your name, email and phone come from your estimate; you only choose a password."}
      </p>
      <div className="mt-8">
        <BookingForm
          data={data}
          lines={withPlanLines(serviceLines, benefit).map(({ label, cents }) => ({ label, cents }))}
          addOns={offered}
          initialAddress={prefilled}
          initialPhone={profile?.phone ?? ""}
          initialAvailability={initial}
          initialProblem={
            initial && !initial.ok ? { code: initial.reason, message: REFUSALS[initial.reason].message } : null
          }
          windowDays={terms?.windowDays ?? BOOKING_WINDOW_DAYS}
          suggestion={suggestedInterval(data.serviceType)}
          terms={{
            quoteToken: linked?.quoteToken,
            seriesId: linked?.seriesId,
            dueToken: linked?.dueToken,
            initialDate: linked?.initialDate,
            note: noteOf(terms, benefit, offered.length > 0, memberService),
          }}
          signedIn={Boolean(user)}
          texts={texts}
          money={money}
        />
      </div>
    </div>
  );
}

/** The words under the price: the member's plan (decision 0044) beside what the terms say. */
function noteOf(
  terms: BookingTerms | null,
  benefit: PlanBenefit | null,
  hasAddOns: boolean,
  memberService: boolean,
): string | undefined {
  const plan = benefit ? planNote(benefit, hasAddOns, memberService) : null;
  // An included visit, or a member price that beat it, drops the offer or quote: only the plan's words then.
  const held = terms && !benefit?.included && !memberService ? termsNote(terms) : undefined;
  return [held, plan].filter(Boolean).join(" ") || undefined;
}
