import Link from "next/link";
import { notFound } from "next/navigation";
import { CustomerPicker } from "@/components/admin/customers/customer-picker";
import { QuoteBuilder } from "@/components/admin/quotes/quote-builder";
import { isCustomerId } from "@/domain/customers/customer-search";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { quoteBuilderStart } from "@/server/quotes/builder-start";

export const metadata = { title: "New quote", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;

/** Who the quote is for, when "New quote" was chosen from the list of quotes. */
function PickCustomer() {
  return (
    <>
      <Link href="/admin/quotes" className="font-semibold text-brand-700 text-sm underline">
        All quotes
      </Link>
      <h1 className="mt-2 font-bold text-3xl">New quote</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Find the customer first; a new caller becomes a customer with their first booking or from a lead.
      </p>
      <div className="mt-4 max-w-xl">
        <CustomerPicker
          id="quote-customer"
          action="Quote for"
          hrefPrefix="/admin/quotes/new?customer="
          matchTestId="quote-customer-match"
        />
      </div>
    </>
  );
}

/** The owner's quote builder for a customer picked on their page or above (?customer=). */
export default async function NewQuote({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/quotes/new", p);
  const id = typeof p.customer === "string" ? p.customer : null;
  if (id === null) return <PickCustomer />;
  if (!isCustomerId(id)) notFound();
  const start = await quoteBuilderStart(await getDb(), id, new Date());
  if (!start) notFound();
  const { customer } = start;
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
      <QuoteBuilder start={start} />
    </>
  );
}
