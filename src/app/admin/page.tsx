import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { dashboardFigures } from "@/server/admin/dashboard-figures";
import { outboxCounts } from "@/server/admin/outbox-report";
import { requireAdminPage, type Search } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { textsOn } from "@/server/sms/sender";

export default async function AdminDashboard({ searchParams }: { searchParams: Promise<Search> }) {
  await requireAdminPage("/admin", await searchParams);
  const db = await getDb();
  const [{ days, funnel }, outbox] = await Promise.all([dashboardFigures(db, new Date()), outboxCounts(db)]);
  const max = Math.max(1, ...days.map((d) => Math.max(d.leads, d.bookings)));
  const steps = [
    ["Visitors (page views)", funnel.visitors],
    ["Leads", funnel.leads],
    ["Bookings", funnel.bookings],
  ] as const;
  return (
    <>
      <h1 className="font-bold text-3xl">Dashboard</h1>
      {outbox.failing > 0 && (
        <p role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {outbox.failing} {outbox.failing === 1 ? "email keeps" : "emails keep"} failing to send.{" "}
          <Link href="/admin/outbox" className="font-semibold underline">
            See the outbox
          </Link>
        </p>
      )}
      <p className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800" data-testid="texts-status">
        {textsOn()
          ? "Texts are on: customers who ticked “Text me about this visit” get their confirmation, reminders and “on my way” by text."
          : "Texts are off: no text is sent, and customers are not offered them. Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and a sending number (see the README) to turn them on."}
      </p>
      <section aria-labelledby="funnel" className="mt-6">
        <h2 id="funnel" className="font-semibold text-xl">
          Funnel, last 30 days
        </h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-3">
          {steps.map(([label, n], i) => (
            <li key={label} className="rounded-xl border border-slate-200 p-4">
              <p className="text-slate-600 text-sm">{label}</p>
              <p className="font-bold text-3xl" data-testid={`funnel-${i}`}>
                {n}
              </p>
              {i > 0 && (steps[i - 1]?.[1] ?? 0) > 0 && (
                <p className="text-slate-600 text-sm">
                  {((n / (steps[i - 1]?.[1] ?? 1)) * 100).toFixed(1)}% of the step before
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="per-day" className="mt-8">
        <h2 id="per-day" className="font-semibold text-xl">
          Leads and bookings per day
        </h2>
        <AdminTable
          className="mt-3 w-full text-sm"
          look="list"
          gutter="pr-2"
          head={["Day", "Leads (blue) and bookings (green)"]}
          items={days}
          row={(d) => (
            <tr key={d.day} className="border-slate-100 border-t">
              <td className="py-1 pr-2 tabular-nums">{d.day.slice(5)}</td>
              <td className="py-1">
                <div className="flex items-center gap-2">
                  <span className="h-3 rounded bg-brand-600" style={{ width: `${(d.leads / max) * 60}%` }} />
                  <span className="tabular-nums">{d.leads}</span>
                </div>
                <div className="flex items-center gap-2">
                  <span className="h-3 rounded bg-accent-600" style={{ width: `${(d.bookings / max) * 60}%` }} />
                  <span className="tabular-nums">{d.bookings}</span>
                </div>
              </td>
            </tr>
          )}
        />
      </section>
    </>
  );
}
