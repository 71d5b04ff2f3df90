import Link from "next/link";
import { FILTER_CONTROL, FilterField, FilterForm } from "@/components/admin/filter-form";
import { Options } from "@/components/admin/options";
import { CrewRoute } from "@/components/dispatch/crew-routes";
import { DayMap } from "@/components/dispatch/day-map";
import { DispatchBoard } from "@/components/dispatch/dispatch-board";
import { DriveSettingsForm } from "@/components/dispatch/drive-settings-form";
import { buttonClass } from "@/components/ui/button";
import { site } from "@/content/site";
import { getServiceArea, SERVICE_AREAS } from "@/domain/areas/service-areas";
import { boardRange, shortDay } from "@/domain/dispatch/week";
import { DRIVE_FIELD_WORDS } from "@/domain/geo/drive-settings";
import { formatDateLong, localDate, zoneAbbreviation } from "@/domain/scheduling/schedule";
import { formatLocalDateTime } from "@/domain/time/local-time";
import { one } from "@/server/admin/day-params";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { dayMap } from "@/server/dispatch/day-map";
import { driveSettingsHistory, loadDriveSettings } from "@/server/dispatch/drive-settings";
import { weekBoard } from "@/server/dispatch/week-board";

type Search = Record<string, string | string[] | undefined>;

export default async function AdminDispatch({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/dispatch", p);
  const area = getServiceArea(one(p.area)) ?? SERVICE_AREAS[0];
  if (!area) throw new Error("no service areas");
  // The owner's "today" is the business's (site.timeZone); a job's date is its area's own day.
  const today = localDate(new Date(), site.timeZone);
  const range = boardRange({ date: one(p.date), view: one(p.view) }, today);
  const db = await getDb();
  const day = range.view === "day" ? (range.dates[0] ?? today) : null;
  const [board, map, drive, history] = await Promise.all([
    weekBoard(db, area.id, range.dates),
    day ? dayMap(db, area.id, day) : null,
    loadDriveSettings(db),
    driveSettingsHistory(db),
  ]);
  const href = (q: { date?: string; view?: string }) =>
    `/admin/dispatch?${new URLSearchParams({ area: area.id, view: q.view ?? range.view, date: q.date ?? range.date })}`;
  const first = range.dates[0] ?? today;
  const last = range.dates.at(-1) ?? today;
  const unit = range.view === "week" ? "week" : "day";
  const nav = buttonClass("outline", "sm");
  return (
    <>
      <h1 className="font-bold text-3xl">Dispatch</h1>
      <p className="mt-2 text-slate-700">
        {area.name}: {range.view === "week" ? `${shortDay(first)} to ${shortDay(last)}` : formatDateLong(first)}, times
        in {zoneAbbreviation(first, area.timeZone)}. Drag a job to another crew or {unit === "week" ? "day" : "start"},
        or use its Move… button. A new day or start emails the customer.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <FilterForm className="gap-2" submit="Show">
          <input type="hidden" name="view" value={range.view} />
          <FilterField label="Area">
            <select name="area" defaultValue={area.id} className={FILTER_CONTROL}>
              <Options items={SERVICE_AREAS.map((a) => [a.id, a.name] as const)} />
            </select>
          </FilterField>
          <FilterField label="Date">
            <input type="date" name="date" defaultValue={range.date} className={FILTER_CONTROL} />
          </FilterField>
        </FilterForm>
        <nav aria-label="Dates shown" className="flex flex-wrap gap-2">
          <Link className={nav} href={href({ date: range.previous })}>
            Previous {unit}
          </Link>
          <Link
            className={nav}
            href={href({ date: range.today })}
            aria-current={range.dates.includes(today) ? "date" : undefined}
          >
            Today
          </Link>
          <Link className={nav} href={href({ date: range.next })}>
            Next {unit}
          </Link>
          <Link className={nav} href={range.view === "week" ? href({ view: "day" }) : href({ view: "week" })}>
            {range.view === "week" ? `Day view (${shortDay(range.date)})` : "Week view"}
          </Link>
        </nav>
      </div>
      <DispatchBoard crews={board.crews} jobs={board.jobs} dates={range.dates} view={range.view} today={today} />
      {day && map && (
        <>
          <section aria-labelledby="routes" className="mt-8">
            <h2 id="routes" className="font-semibold text-xl">
              Routes
            </h2>
            <p className="mt-1 text-slate-700 text-sm">
              A shorter order for a crew&apos;s day, from where it starts. Applying it moves each job as a move on the
              board does, and emails each customer whose time changes.
            </p>
            {map.some((c) => c.stops.length > 1) ? (
              <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {map
                  .filter((c) => c.stops.length > 1)
                  .map((c) => (
                    <CrewRoute key={c.id} crew={{ id: c.id, name: c.name }} date={day} />
                  ))}
              </div>
            ) : (
              <p className="mt-2 text-slate-700">No crew has two jobs with known places this day.</p>
            )}
          </section>
          <DayMap crews={map} tileSrc={drive.tileUrl ? "/api/admin/dispatch/tiles" : null} />
        </>
      )}
      <details className="mt-8 rounded-xl border border-slate-200 p-4">
        <summary className="cursor-pointer font-semibold">Drive settings</summary>
        <p className="mt-2 max-w-3xl text-slate-700 text-sm">
          Open times online and on this board leave each crew time to drive between homes: the straight line times the
          road factor, at the average speed, rounded up to 15 minutes, never under the minimum.
        </p>
        <DriveSettingsForm settings={drive} />
        {history.length > 0 && (
          <ul className="mt-3 text-slate-700 text-sm" data-testid="drive-history">
            {history.map((h) => (
              <li key={`${h.field}-${h.changedAt.toISOString()}`}>
                {formatLocalDateTime(h.changedAt, site.timeZone)}: {DRIVE_FIELD_WORDS[h.field] ?? h.field} set to{" "}
                {h.shown ?? ""} by {h.changedBy ?? "an owner no longer here"}
              </li>
            ))}
          </ul>
        )}
      </details>
    </>
  );
}
