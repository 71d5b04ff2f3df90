import type { Metadata } from "next";
import Link from "next/link";
import { DayJobs } from "@/components/admin/day-jobs";
import { withPhone } from "@/domain/business/identity";
import { byName } from "@/domain/scheduling/crews";
import { formatDateLong, zoneAbbreviation } from "@/domain/scheduling/schedule";
import { amountsToCollect } from "@/server/admin/amounts-to-collect";
import { dayParams } from "@/server/admin/day-params";
import { daySchedule } from "@/server/admin/day-schedule";
import { requireAdminPage } from "@/server/admin/require-admin";
import { pageIdentity } from "@/server/business/site-content";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Run sheet", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;

/**
 * A printable day for the crews: per crew, one row per job with window, address, phone, what to
 * collect and notes.
 */
type Job = Awaited<ReturnType<typeof daySchedule>>["jobs"][number];

/** The crews that have jobs this day, in name order; jobs without a crew last. */
function crewsOf(jobs: Job[]): (Job["crew"] | null)[] {
  const crews = [...new Map(jobs.flatMap((j) => (j.crew ? [[j.crew.id, j.crew] as const] : []))).values()].sort(byName);
  return jobs.some((j) => !j.crew) ? [...crews, null] : crews;
}

export default async function RunSheet({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/bookings/run-sheet", p);
  const { area, day } = dayParams(p, new Date());
  const db = await getDb();
  const schedule = await daySchedule(db, area.id, day);
  const collect = await amountsToCollect(
    db,
    schedule.jobs.map((j) => j.booking),
  );
  const zone = zoneAbbreviation(day, area.timeZone);
  return (
    <article className="print:text-black">
      <p className="print:hidden">
        <Link href={`/admin/bookings?area=${area.id}&day=${day}`} className="text-brand-700 underline">
          Back to bookings
        </Link>{" "}
        · Print this page from the browser (Ctrl+P or Cmd+P).
      </p>
      <h1 className="mt-2 font-bold text-3xl">
        Run sheet: {area.name}, {formatDateLong(day)}
      </h1>
      <p className="mt-1 text-slate-700">
        {schedule.holiday ? `Holiday: ${schedule.holiday}. ` : ""}
        {schedule.crewCount} crew{schedule.crewCount === 1 ? "" : "s"} · {schedule.jobs.length} job
        {schedule.jobs.length === 1 ? "" : "s"} · times {zone}{" "}
        {withPhone(pageIdentity(), (phone) => ` · office ${phone}`, "")}
      </p>
      {/* One table per crew: each crew takes its own page of the day. */}
      {crewsOf(schedule.jobs).map((crew) => {
        const jobs = schedule.jobs.filter((j) => (j.crew?.id ?? null) === (crew?.id ?? null));
        if (jobs.length === 0) return null;
        const name = crew?.name ?? "No crew";
        return (
          <section key={crew?.id ?? "none"} className="mt-6 break-inside-avoid" data-testid="run-sheet-crew">
            <h2 className="font-semibold text-xl">
              {name} · {jobs.length} job{jobs.length === 1 ? "" : "s"}
            </h2>
            <DayJobs jobs={jobs} zone={zone} print label={`${name}'s jobs`} collect={collect} />
          </section>
        );
      })}
      {schedule.jobs.length === 0 && <p className="mt-3 text-slate-700">No bookings this day.</p>}
    </article>
  );
}
