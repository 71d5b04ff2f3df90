import type { Metadata } from "next";
import { JobCard } from "@/components/crew/job-card";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { listCrewJobs } from "@/server/crew/crew-jobs";
import { requireTechnician } from "@/server/crew/require-technician";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Crew jobs", robots: { index: false } };

/** The crew's phone: today's and the next working day's jobs of the signed-in technician's crew. */
export default async function CrewPage() {
  const technician = await requireTechnician("/crew");
  const jobs = await listCrewJobs(await getDb(), technician.id, new Date());
  return (
    <div className="mx-auto max-w-md px-3 py-6">
      <h1 className="font-bold text-2xl">{jobs.crew ? jobs.crew.name : "Crew jobs"}</h1>
      {!jobs.crew ? (
        <p className="mt-4 text-slate-700">You are not in a crew yet. Ask the office to add you to one.</p>
      ) : (
        jobs.days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className="mt-6">
            <h2 id={`day-${day.date}`} className="font-semibold text-lg">
              {day.today ? "Today" : "Next"}, {formatDateLong(day.date)}
            </h2>
            {day.jobs.length === 0 ? (
              <p className="mt-2 text-slate-700">No jobs.</p>
            ) : (
              <ol className="mt-3 space-y-4">
                {day.jobs.map((job) => (
                  <li key={job.booking.id}>
                    <JobCard job={job} today={day.today} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))
      )}
    </div>
  );
}
