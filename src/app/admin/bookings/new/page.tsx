import Link from "next/link";
import { notFound } from "next/navigation";
import { PhoneBookingForm } from "@/components/admin/phone-booking/phone-booking-form";
import { isCustomerId } from "@/domain/customers/customer-search";
import { addOnsOf, tableOf } from "@/domain/pricing/price-book";
import { requireAdminPage } from "@/server/admin/require-admin";
import { bookingContact } from "@/server/customers/booking-contact";
import { getDb } from "@/server/db/client";
import { officePlans } from "@/server/plans/member-benefits";
import { currentPriceBook } from "@/server/pricing/price-book";

export const metadata = { title: "New booking", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;

/** A booking taken on the phone (decision 0031), for a customer picked (?customer=) or a new caller. */
export default async function NewBooking({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/bookings/new", p);
  const id = typeof p.customer === "string" ? p.customer : null;
  if (id !== null && !isCustomerId(id)) notFound();
  const db = await getDb();
  const start = id ? await bookingContact(db, id) : null;
  const book = await currentPriceBook(db);
  if (id && !start) notFound();
  // The caller's plan, by service: the form prices with it and says it in one line (decision 0044).
  const plans = await officePlans(db, start?.id ?? null, new Date());
  return (
    <>
      <Link href="/admin/bookings" className="font-semibold text-brand-700 text-sm underline">
        All bookings
      </Link>
      <h1 className="mt-2 font-bold text-3xl">New booking</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        For a caller: the address decides the area and the crew, and the times are the website's own.
      </p>
      {/* A customer picked from the list starts a fresh form with their details. */}
      <PhoneBookingForm
        key={start?.id ?? "new"}
        start={start}
        prices={{ table: tableOf(book), addOns: addOnsOf(book) }}
        plans={plans}
      />
    </>
  );
}
