import { desc } from "drizzle-orm";
import { AdminTable } from "@/components/admin/admin-table";
import { site } from "@/content/site";
import { formatLocalDateShort } from "@/domain/time/local-time";
import { requireAdminPage, type Search } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";

export default async function AdminSubscribers({ searchParams }: { searchParams: Promise<Search> }) {
  await requireAdminPage("/admin/subscribers", await searchParams);
  const rows = await (await getDb())
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt))
    .limit(1000);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-3xl">Subscribers</h1>
        <a href="/admin/export/subscribers" className="rounded-md border px-4 py-2 font-semibold text-sm">
          Export CSV
        </a>
      </div>
      <AdminTable
        className="mt-4 w-full text-left text-sm"
        head={["Email", "Status", "Since"]}
        items={rows}
        row={(s) => (
          <tr key={s.id} className="border-slate-100 border-b">
            <td className="py-2 pr-3">{s.email}</td>
            <td className="py-2 pr-3">{s.status}</td>
            <td className="py-2 tabular-nums">{formatLocalDateShort(s.createdAt, site.timeZone)}</td>
          </tr>
        )}
      />
    </>
  );
}
