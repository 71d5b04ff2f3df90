import Link from "next/link";
import { CustomerSearch } from "@/components/admin/customers/customer-search";
import { buttonClass } from "@/components/ui/button";
import { CUSTOMER_SEARCH_MAX } from "@/domain/customers/customer-search";
import { requireAdminPage } from "@/server/admin/require-admin";
import { searchCustomers } from "@/server/customers/search-customers";
import { getDb } from "@/server/db/client";

export const metadata = { title: "Customers", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;

export default async function AdminCustomers({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/customers", p);
  const q = typeof p.q === "string" ? p.q.slice(0, CUSTOMER_SEARCH_MAX) : "";
  const customers = await searchCustomers(await getDb(), q);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-3xl">Customers</h1>
        <Link href="/admin/bookings/new" className={buttonClass("primary", "md")}>
          New booking
        </Link>
      </div>
      <CustomerSearch initialQuery={q} initial={customers} />
    </>
  );
}
