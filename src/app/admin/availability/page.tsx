import Link from "next/link";
import type { ReactNode } from "react";
import { AddHolidayForm, ClosureForm, HolidayButton, RemoveClosureButton } from "@/components/admin/availability-forms";
import { MoveBookingForm } from "@/components/admin/move-booking-form";
import { StatusButtons } from "@/components/admin/status-buttons";
import { getServiceArea, SERVICE_AREAS } from "@/domain/areas/service-areas";
import { formatDateLong, formatTime } from "@/domain/scheduling/schedule";
import { availabilityOverview } from "@/server/admin/availability-overview";
import { requireAdminPage } from "@/server/admin/require-admin";
import { listOpenSlots } from "@/server/bookings/list-open-slots";
import { getDb } from "@/server/db/client";

const areaName = (id: string | null) => (id === null ? "All areas" : (getServiceArea(id)?.name ?? id));

export default async function AdminAvailability() {
  await requireAdminPage("/admin/availability");
  const db = await getDb();
  const now = new Date();
  const { today, closures, holidays, conflicts } = await availabilityOverview(db, { now });
  // Where each stranded booking could go instead: its area's open starts for its length.
  const moves = await listOpenSlots(
    db,
    conflicts.map((c) => c.booking),
    { now },
  );
  return (
    <>
      <h1 className="font-bold text-3xl">Availability</h1>
      <p className="mt-2 text-slate-700">
        Crews work 8am to 6pm in each area&apos;s own time zone. A start time is offered only when a crew is free for
        the whole job.
      </p>

      <section aria-labelledby="conflicts" className="mt-8">
        <h2 id="conflicts" className="font-semibold text-xl">
          Bookings to move or cancel
        </h2>
        {conflicts.length === 0 ? (
          <p className="mt-2 text-slate-700" data-testid="no-conflicts">
            Every upcoming booking has a crew.
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">
              These bookings fall on closed days or hours, or beyond the crews on duty. Call the customer to move the
              visit, or cancel it (the customer is emailed).
            </p>
            <ul className="mt-3 space-y-3">
              {conflicts.map(({ booking: b, customerName, customerEmail }) => (
                <li key={b.id} className="rounded-xl border border-red-200 bg-red-50 p-4" data-testid="conflict">
                  <div className="flex flex-wrap justify-between gap-3">
                    <div>
                      <p className="font-semibold">
                        {formatDateLong(b.appointmentDate)} {formatTime(b.appointmentTime)} · {areaName(b.serviceArea)}
                      </p>
                      <p className="text-sm">
                        {customerName} &lt;{customerEmail}&gt; · {b.customerPhone ?? "no phone"} · {b.address}
                      </p>
                    </div>
                    <StatusButtons bookingId={b.id} status={b.status} />
                  </div>
                  <MoveBookingForm bookingId={b.id} openDays={moves.get(b.id) ?? []} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="closures" className="mt-8">
        <h2 id="closures" className="font-semibold text-xl">
          Close a day or some hours
        </h2>
        <p className="mt-2 text-slate-700">
          To take one crew off (off sick), use the{" "}
          <Link href="/admin/crews" className="text-brand-700 underline">
            Crews page
          </Link>
          .
        </p>
        <div className="mt-3">
          <ClosureForm areas={SERVICE_AREAS.map((a) => ({ id: a.id, name: a.name }))} minDate={today} />
        </div>
        <h3 className="mt-6 font-semibold text-lg">Upcoming closures</h3>
        {closures.length === 0 ? (
          <p className="mt-2 text-slate-700">None.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {closures.map((c) => {
              const who = c.crewName ? `${c.crewName}, ${areaName(c.serviceArea)}` : areaName(c.serviceArea);
              const label = `${c.date} ${who} ${c.fromTime ?? "08:00"}-${c.toTime ?? "18:00"}`;
              return (
                <DayRow key={c.id} testId="closure" action={<RemoveClosureButton id={c.id} label={label} />}>
                  <strong>{formatDateLong(c.date)}</strong> · {who} · {c.fromTime ?? "08:00"}-{c.toTime ?? "18:00"} ·{" "}
                  {c.crewName ? "off" : c.crews === 0 ? "closed" : `${c.crews} crew${c.crews === 1 ? "" : "s"} on duty`}{" "}
                  · {c.reason}
                </DayRow>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="holidays" className="mt-8">
        <h2 id="holidays" className="font-semibold text-xl">
          Holidays (every area)
        </h2>
        <ul className="mt-3 space-y-2">
          {holidays.map((h) => (
            <DayRow
              key={h.date}
              testId={`holiday-${h.date}`}
              action={<HolidayButton date={h.date} name={h.name} closed={h.closed} />}
            >
              <strong>{h.name}</strong> · {formatDateLong(h.date)} · {h.closed ? "Closed" : "Open"}
            </DayRow>
          ))}
        </ul>
        <div className="mt-4">
          <AddHolidayForm minDate={today} />
        </div>
      </section>

      <section aria-labelledby="crews" className="mt-8">
        <h2 id="crews" className="font-semibold text-xl">
          Crews
        </h2>
        <p className="mt-2 text-slate-700">
          Each area works with its crews on the weekdays they work. Add a crew, change its days, or take one off sick on
          the{" "}
          <Link href="/admin/crews" className="text-brand-700 underline">
            Crews page
          </Link>
          .
        </p>
      </section>
    </>
  );
}

/** A closure or holiday: what the day is, and the button that changes it. */
function DayRow({ testId, action, children }: { testId: string; action: ReactNode; children: ReactNode }) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm"
      data-testid={testId}
    >
      <span>{children}</span>
      {action}
    </li>
  );
}
