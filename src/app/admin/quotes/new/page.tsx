import Link from "next/link";
import { notFound } from "next/navigation";
import { QuoteBuilder } from "@/components/admin/quotes/quote-builder";
import { isCustomerId } from "@/domain/customers/customer-search";
import { defaultExpiry } from "@/domain/quotes/quote-rules";
import { requireAdminPage } from "@/server/admin/require-admin";
import { bookingContact } from "@/server/customers/booking-contact";
import { getDb } from "@/server/db/client";
import { extrasView } from "@/server/payments/extras-view";

export const metadata = { title: "New quote", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;

/** The owner's quote builder for a customer picked on their page (?customer=). */
export default async function NewQuote({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/quotes/new", p);
  const id = typeof p.customer === "string" ? p.customer : null;
  if (id === null || !isCustomerId(id)) notFound();
  const db = await getDb();
  const customer = await bookingContact(db, id);
  if (!customer) notFound();
  const { items } = await extrasView(db, null);
  return (
    <>
      <Link href={`/admin/customers/${customer.id}`} className="font-semibold text-brand-700 text-sm underline">
        Back to {customer.name}
      </Link>
      <h1 className="mt-2 font-bold text-3xl [overflow-wrap:anywhere]">New quote for {customer.name}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Up to three options, each a list of lines. Lines marked as add-ons are the customer's to tick. The customer gets
        a link by email ({customer.email}) to compare, approve one and book a time at that price.
      </p>
      <QuoteBuilder start={{ customer, extras: items, expiresOn: defaultExpiry(new Date()) }} />
    </>
  );
}
