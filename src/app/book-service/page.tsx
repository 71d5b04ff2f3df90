import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BookingForm } from "@/components/booking/booking-form";
import { serviceAddressFromLine } from "@/domain/address/service-address";
import { serviceAddressSchema } from "@/domain/address/service-address-input";
import { bookingDataToQuery } from "@/domain/booking/booking-data";
import { bookingDataFromQuery } from "@/domain/booking/booking-query";
import { quote } from "@/domain/pricing/pricing";
import { suggestedInterval } from "@/domain/scheduling/schedule";
import { availabilityForAddress } from "@/server/bookings/availability";
import { bookingFromLink, termsNote } from "@/server/bookings/booking-link";
import { bookingTerms } from "@/server/bookings/booking-terms";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { heldOffer } from "@/server/offers/held-offer";
import { getProfile } from "@/server/profiles/profile";
import { getSessionUser } from "@/server/session";

export const metadata: Metadata = { title: "Book Your Service", robots: { index: false } };

export default async function BookServicePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 200) : undefined);
  const link = { quote: one(query.quote), series: one(query.series), date: one(query.date) };
  const fromEmail = Boolean(link.quote || link.series);
  const user = await getSessionUser();
  if (!user && fromEmail) {
    const back = new URLSearchParams(Object.entries(link).filter((e): e is [string, string] => Boolean(e[1])));
    redirect(`/customer-login?next=${encodeURIComponent(`/book-service?${back}`)}`);
  }
  const db = await getDb();
  const now = new Date();
  const offer = await heldOffer();
  // An estimate's or a series' link (server-checked), else the calculator's query.
  const linked = user && fromEmail ? await bookingFromLink(db, user.id, link, { now, offer }) : null;
  const data = linked?.data ?? bookingDataFromQuery(query);
  if (!data) redirect("/");
  if (!user) redirect(`/customer-login?next=${encodeURIComponent(`/book-service?${bookingDataToQuery(data)}`)}`);
  const held = linked
    ? { ok: true as const, terms: linked.terms }
    : await bookingTerms(db, user.id, data, { now, offer });
  const terms = held.ok ? held.terms : null;
  const profile = await getProfile(db, user.id);
  // The calculator's address first; the profile's default when the calculator had no street.
  const fromLead = serviceAddressFromLine(data.address);
  const address = fromLead.street ? fromLead : serviceAddressFromLine(profile?.defaultAddress);
  const prefilled = address.street ? address : fromLead;
  const parsed = serviceAddressSchema.safeParse(prefilled);
  const initial = parsed.success
    ? await availabilityForAddress(
        db,
        { address: parsed.data, serviceType: data.serviceType, squareFeet: data.squareFeet },
        { now, weekdayDefault: env.SLOT_CAPACITY, windowDays: terms?.windowDays },
      )
    : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-bold text-3xl">Book your service</h1>
      <p className="mt-2 text-slate-700">
        Tell us where the job is, then pick a day and a start time. Times are local to the service address.
      </p>
      <div className="mt-8">
        <BookingForm
          data={data}
          price={terms?.price.exact ?? quote(data.serviceType, data).exact}
          initialAddress={prefilled}
          initialPhone={profile?.phone ?? ""}
          initialAvailability={initial}
          suggestion={suggestedInterval(data.serviceType)}
          terms={{
            quoteToken: linked?.quoteToken,
            seriesId: linked?.seriesId,
            initialDate: linked?.initialDate,
            note: terms ? termsNote(terms) : undefined,
          }}
        />
      </div>
    </div>
  );
}
