import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BookingForm } from "@/components/booking/booking-form";
import { serviceAddressSchema } from "@/domain/address/service-address-input";
import { bookingDataFromQuery } from "@/domain/booking/booking-query";
import { startingServiceAddress } from "@/domain/booking/quote-contact";
import { quote } from "@/domain/pricing/pricing";
import { suggestedInterval } from "@/domain/scheduling/schedule";
import { availabilityForAddress } from "@/server/bookings/availability";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { getProfile } from "@/server/profiles/profile";
import { getSessionUser } from "@/server/session";

export const metadata: Metadata = { title: "Book Your Service", robots: { index: false } };

export default async function BookServicePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const data = bookingDataFromQuery(await searchParams);
  if (!data) redirect("/");
  // Signed out is fine: the account is created on this page with the booking (decision 0013).
  const user = await getSessionUser();
  const db = await getDb();
  const profile = user ? await getProfile(db, user.id) : null;
  // The calculator's address, else the profile's, else the quote page's city and state.
  const prefilled = startingServiceAddress(data, profile?.defaultAddress);
  const parsed = serviceAddressSchema.safeParse(prefilled);
  const initial = parsed.success
    ? await availabilityForAddress(
        db,
        { address: parsed.data, serviceType: data.serviceType, squareFeet: data.squareFeet },
        { now: new Date(), weekdayDefault: env.SLOT_CAPACITY },
      )
    : null;
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
          price={quote(data.serviceType, data).exact}
          initialAddress={prefilled}
          initialPhone={profile?.phone ?? ""}
          initialAvailability={initial}
          suggestion={suggestedInterval(data.serviceType)}
          signedIn={Boolean(user)}
        />
      </div>
    </div>
  );
}
