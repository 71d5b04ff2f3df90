import {
  CreateCrewForm,
  CrewOffForm,
  CrewStartForm,
  EditCrewForm,
  InviteTechnicianForm,
} from "@/components/admin/crew-forms";
import { FILTER_CONTROL, FilterField, FilterForm } from "@/components/admin/filter-form";
import { Options } from "@/components/admin/options";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { formatDateLong, WEEKDAY_NAMES } from "@/domain/scheduling/schedule";
import { dayParams } from "@/server/admin/day-params";
import { requireAdminPage } from "@/server/admin/require-admin";
import { listCrews } from "@/server/crews/list-crews";
import { getDb } from "@/server/db/client";

type Search = Record<string, string | string[] | undefined>;

const days = (weekdays: string) =>
  WEEKDAY_NAMES.filter((_, i) => weekdays[i] === "1")
    .map((d) => d.slice(0, 3))
    .join(", ") || "no day";

/** The owner's crews, one area at a time: who works which weekdays, their phone, members and time off. */
export default async function AdminCrews({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/crews", p);
  const { area } = dayParams(p, new Date());
  const { today, crews } = await listCrews(await getDb(), area.id, {
    now: new Date(),
  });
  const areas = SERVICE_AREAS.map((a) => ({ id: a.id, name: a.name }));
  return (
    <>
      <h1 className="font-bold text-3xl">Crews</h1>
      <p className="mt-2 text-slate-700">
        An area takes as many jobs at once as it has crews on duty. Each booking is given a crew when it is made and
        keeps it; change a job&apos;s crew from the day&apos;s schedule on the Bookings page.
      </p>
      <FilterForm className="mt-4 gap-2" submit="Show">
        <FilterField label="Area">
          <select name="area" defaultValue={area.id} className={FILTER_CONTROL}>
            <Options items={areas.map((a) => [a.id, a.name] as const)} />
          </select>
        </FilterField>
      </FilterForm>

      <section aria-labelledby="area-crews" className="mt-8">
        <h2 id="area-crews" className="font-semibold text-xl">
          {area.name}: {crews.filter((c) => c.active).length} working crew
          {crews.filter((c) => c.active).length === 1 ? "" : "s"}
        </h2>
        {crews.length === 0 ? (
          <p className="mt-2 text-slate-700">No crews yet: this area takes no bookings.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {crews.map((c) => (
              <li key={c.id} className="rounded-xl border border-slate-200 p-4" data-testid="crew">
                <p className="font-semibold">
                  {c.name}
                  {c.active ? "" : " (not working)"}
                </p>
                <p className="text-slate-700 text-sm">
                  Works {days(c.weekdays)} · {c.phone ?? "no crew phone"} · Starts at{" "}
                  <span data-testid="crew-start">{c.startAddress ?? "the business's address"}</span> · Members:{" "}
                  {c.members.length === 0 ? "none yet" : c.members.map((m) => `${m.name} <${m.email}>`).join(", ")}
                </p>
                {c.timeOff.length > 0 && (
                  <ul className="mt-1 text-slate-700 text-sm" data-testid="crew-time-off">
                    {c.timeOff.map((o) => (
                      <li key={o.id}>
                        Off {formatDateLong(o.date)} {o.fromTime ?? "08:00"}-{o.toTime ?? "18:00"} · {o.reason}
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-3 grid gap-4 lg:grid-cols-2">
                  <EditCrewForm
                    crew={{ id: c.id, name: c.name, weekdays: c.weekdays, phone: c.phone, active: c.active }}
                  />
                  {c.active && <CrewOffForm crewId={c.id} crewName={c.name} minDate={today} />}
                  <InviteTechnicianForm crewId={c.id} crewName={c.name} />
                  <CrewStartForm crew={{ id: c.id, name: c.name, startAddress: c.startAddress }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="new-crew" className="mt-8">
        <h2 id="new-crew" className="font-semibold text-xl">
          New crew
        </h2>
        <div className="mt-3">
          <CreateCrewForm areas={areas} area={area.id} />
        </div>
      </section>
    </>
  );
}
