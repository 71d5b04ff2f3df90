import type { Metadata } from "next";
import { JobCard } from "@/components/crew/job-card";
import { site } from "@/content/site";
import { formatDrive } from "@/domain/geo/drive-time";
import { formatDateLong, localDate } from "@/domain/scheduling/schedule";
import { formatTime } from "@/domain/scheduling/words";
import { clockTime } from "@/domain/visit/crew-visit";
import { getDb } from "@/server/db/client";
import { listCrewJobs } from "@/server/technician/crew-jobs";
import { requireTechnician } from "@/server/technician/require-technician";

export const metadata: Metadata = { title: "Crew jobs", robots: { index: false } };

/**
 * The crew's phone: today's jobs first, then what waits for the owner (requests the office has not
 * confirmed yet), then the next working day's jobs to plan ahead.
 */
const driveWords = (minutes: number, first: boolean) =>
  minutes === 0
    ? first
      ? "Next to the start point"
      : "Same place as the last job: no drive"
    : `Drive about ${formatDrive(minutes)} from ${first ? "the start point" : "the last job"}`;

export default async function CrewPage() {
  const technician = await requireTechnician("/crew");
  const now = new Date();
  const jobs = await listCrewJobs(await getDb(), technician.id, now);
  if (!jobs.crew)
    return (
      <div className="mx-auto max-w-md px-3 py-6">
        <h1 className="font-bold text-2xl">Crew jobs</h1>
        <p className="mt-4 text-slate-700">You are not in a crew yet. Ask the office to add you to one.</p>
      </div>
    );
  const waiting = jobs.days.flatMap((d) => d.jobs.filter((j) => j.booking.status === "pending"));
  const today = jobs.days.filter((d) => d.today);
  const later = jobs.days.filter((d) => !d.today);
  const day = (d: (typeof jobs.days)[number]) => (
    <section key={d.date} aria-labelledby={`day-${d.date}`} className="mt-6">
      <h2 id={`day-${d.date}`} className="font-semibold text-lg">
        {d.today ? "Today" : "Next"}, {formatDateLong(d.date)}
      </h2>
      {d.jobs.length === 0 ? (
        <p className="mt-2 text-slate-700">No jobs.</p>
      ) : (
        <ol className="mt-3 space-y-4">
          {d.jobs.map((job, i) => (
            <li key={job.booking.id}>
              {job.driveMinutes !== null && (
                <p className="mb-1 text-slate-600 text-sm" data-testid="drive">
                  {driveWords(job.driveMinutes, i === 0)}
                </p>
              )}
              <JobCard job={job} today={d.today} now={now} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
  return (
    <div className="mx-auto max-w-md px-3 py-6">
      <h1 className="font-bold text-2xl">{jobs.crew.name}</h1>
      {/* Read from the phone's copy without signal: how old the day on screen is. */}
      <p className="mt-1 text-slate-600 text-sm" data-testid="last-updated">
        Last updated {formatDateLong(localDate(now, site.timeZone))}, {clockTime(now, site.timeZone)}
      </p>
      {today.map(day)}
      <section aria-labelledby="waiting-office" className="mt-6" data-testid="waiting-office">
        <h2 id="waiting-office" className="font-semibold text-lg">
          Waiting for the office ({waiting.length})
        </h2>
        {waiting.length === 0 ? (
          <p className="mt-2 text-slate-700">Nothing: every job above is confirmed.</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {waiting.map((j) => (
              <li key={j.booking.id}>
                {formatDateLong(j.booking.appointmentDate)}, {formatTime(j.booking.appointmentTime)}: {j.customerName},
                not confirmed by the office yet
              </li>
            ))}
          </ul>
        )}
      </section>
      {later.map(day)}
    </div>
  );
}
