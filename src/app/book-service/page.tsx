import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BookingForm } from "@/components/booking/booking-form";
import { serviceAreaFor } from "@/content/service-area";
import { bookingDataToQuery } from "@/domain/booking/booking-data";
import { bookingDataFromQuery } from "@/domain/booking/booking-query";
import { quote } from "@/domain/pricing/pricing";
import { bookableDates, suggestedInterval } from "@/domain/scheduling/schedule";
import { slotCounts } from "@/server/bookings/booking-slots";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { getSessionUser } from "@/server/session";

export const metadata: Metadata = { title: "Book Your Service", robots: { index: false } };

export default async function BookServicePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const data = bookingDataFromQuery(await searchParams);
  if (!data) redirect("/");
  const user = await getSessionUser();
  if (!user) redirect(`/customer-login?next=${encodeURIComponent(`/book-service?${bookingDataToQuery(data)}`)}`);
  const { area, timeZone } = serviceAreaFor(data.city, data.state);
  const dates = bookableDates(new Date(), timeZone);
  const counts = await slotCounts(await getDb(), area, dates);
  const fullSlots = [...counts].filter(([, n]) => n >= env.SLOT_CAPACITY).map(([slot]) => slot);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-bold text-3xl">Book your service</h1>
      <p className="mt-2 text-slate-700">Pick a weekday and time. Times are local to the service address.</p>
      <div className="mt-8">
        <BookingForm
          data={data}
          price={quote(data.serviceType, data).exact}
          dates={dates}
          fullSlots={fullSlots}
          suggestion={suggestedInterval(data.serviceType)}
        />
      </div>
    </div>
  );
}
