import type { Metadata } from "next";
import Link from "next/link";
import { DayJobs } from "@/components/admin/day-jobs";
import { site } from "@/content/site";
import { formatDateLong, zoneAbbreviation } from "@/domain/scheduling/schedule";
import { dayParams } from "@/server/admin/day-params";
import { daySchedule } from "@/server/admin/day-schedule";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "Run sheet", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;

/** A printable day for the crews: one row per job with window, address, phone and notes. */
export default async function RunSheet({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/bookings/run-sheet", p);
  const { area, day } = dayParams(p, new Date());
  const schedule = await daySchedule(await getDb(), area.id, day, { weekdayDefault: env.SLOT_CAPACITY });
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
        {schedule.jobs.length === 1 ? "" : "s"} · times {zone} · office {site.phone}
      </p>
      <DayJobs jobs={schedule.jobs} zone={zone} print />
    </article>
  );
}
