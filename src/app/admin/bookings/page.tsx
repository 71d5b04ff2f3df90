import { StatusButtons } from "@/components/admin/status-buttons";
import { formatPrice, STATUS_LABELS } from "@/domain/booking/partition";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { bookableDates, TIME_SLOTS } from "@/domain/scheduling/schedule";
import { listAllBookings } from "@/server/admin/list-bookings";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");

export default async function AdminBookings({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/bookings", p);
  const status = Object.keys(STATUS_LABELS).includes(one(p.status)) ? one(p.status) : "";
  const week = bookableDates(new Date(Date.now() - 86_400_000), "America/Los_Angeles", 7);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(one(p.day)) ? one(p.day) : (week[0] ?? "");
  const db = await getDb();
  const rows = await listAllBookings(db, { status: status || undefined });
  const live = rows.filter((r) => r.booking.status !== "cancelled");
  const held = (d: string, t: string) =>
    live.filter((r) => r.booking.appointmentDate === d && r.booking.appointmentTime === t);
  return (
    <>
      <h1 className="font-bold text-3xl">Bookings</h1>
      <section aria-labelledby="schedule" className="mt-6">
        <h2 id="schedule" className="font-semibold text-xl">
          Schedule, capacity {env.SLOT_CAPACITY} per slot
        </h2>
        <form method="get" className="mt-2 flex flex-wrap gap-2 text-sm">
          {week.map((d) => (
            <button
              type="submit"
              key={d}
              name="day"
              value={d}
              className={`rounded-full border px-3 py-1 ${d === day ? "border-brand-600 bg-brand-50 font-semibold" : "border-slate-300"}`}
            >
              {d}
            </button>
          ))}
        </form>
        <div className="mt-3">
          <table className="w-full [overflow-wrap:anywhere] text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1 pr-3 font-medium">Time</th>
                <th className="py-1 pr-3 font-medium">Used</th>
                <th className="py-1 font-medium">Customers</th>
              </tr>
            </thead>
            <tbody>
              {TIME_SLOTS.map((t) => {
                const list = held(day, t);
                return (
                  <tr key={t} className="border-slate-100 border-t" data-testid={`slot-${t}`}>
                    <td className="py-2 pr-3 tabular-nums">{t}</td>
                    <td className="py-2 pr-3 tabular-nums">
                      {list.length}/{env.SLOT_CAPACITY}
                    </td>
                    <td className="py-2">{list.map((r) => r.customerName).join(", ") || "-"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="all" className="mt-8">
        <h2 id="all" className="font-semibold text-xl">
          All bookings
        </h2>
        <form method="get" className="mt-2 flex gap-2 text-sm">
          <label className="sr-only" htmlFor="status-filter">
            Status
          </label>
          <select
            id="status-filter"
            name="status"
            defaultValue={status}
            className="h-10 rounded-md border border-slate-300 bg-white px-2"
          >
            <option value="">All statuses</option>
            {Object.entries(STATUS_LABELS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
          <button type="submit" className="h-10 rounded-md bg-brand-600 px-4 font-semibold text-white">
            Filter
          </button>
        </form>
        <ul className="mt-4 space-y-3">
          {rows.map(({ booking: b, customerName, customerEmail }) => (
            <li key={b.id} className="rounded-xl border border-slate-200 p-4" data-testid="admin-booking">
              <div className="flex flex-wrap justify-between gap-3">
                <div>
                  <p className="font-semibold">
                    {b.appointmentDate} {b.appointmentTime} ·{" "}
                    {isServiceType(b.serviceType) ? SERVICE_TYPE_LABELS[b.serviceType] : b.serviceType}
                  </p>
                  <p className="text-sm">
                    {customerName} &lt;{customerEmail}&gt; · {b.address}
                  </p>
                  <p className="text-slate-600 text-sm">
                    {formatPrice(b.priceExact)} · {STATUS_LABELS[b.status as keyof typeof STATUS_LABELS] ?? b.status}
                    {b.notes ? ` · Notes: ${b.notes}` : ""}
                  </p>
                </div>
                <StatusButtons bookingId={b.id} status={b.status} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
