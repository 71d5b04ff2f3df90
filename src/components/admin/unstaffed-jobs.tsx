import { BookingSummary } from "@/components/admin/booking-summary";
import { ReassignCrewForm } from "@/components/admin/reassign-crew-form";
import type { UnstaffedJob } from "@/server/crews/unstaffed-jobs";
import type { WaitingArea } from "@/server/waitlist/notify-waitlist";

/**
 * Today's warning: jobs held by a crew nobody is in. No technician sees them, so each says so and
 * offers Reassign to a crew of its area with somebody in it (the day's lock decides if it is free).
 */
export function UnstaffedJobs({ jobs }: { jobs: UnstaffedJob[] }) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="unstaffed" className="mt-6" data-testid="unstaffed-jobs">
      <h2 id="unstaffed" className="font-semibold text-xl">
        Jobs with nobody to do them <span className="text-slate-600">({jobs.length})</span>
      </h2>
      <p className="mt-1 text-slate-700">
        Their crew has no technician in it, so nobody sees these jobs. Give each to a crew with people in it, or add
        someone to the crew on the Crews page.
      </p>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {jobs.map(({ booking, crewName, customerName, staffedCrews }) => (
          <li key={booking.id} className="rounded-xl border-2 border-red-300 bg-red-50 p-4" data-testid="unstaffed-job">
            <p className="font-semibold text-red-950">{crewName} has nobody in it</p>
            <BookingSummary booking={booking} customerName={customerName} />
            {staffedCrews.length > 0 ? (
              <ReassignCrewForm bookingId={booking.id} crewId={booking.crewId ?? ""} crews={staffedCrews} />
            ) : (
              <p className="mt-2 text-sm">No crew of this area has anybody in it yet.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who waits for an area nobody works yet (each is emailed once when a crew there gets a person). */
export function WaitlistByArea({ areas }: { areas: WaitingArea[] }) {
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="waitlist" className="mt-8">
      <h2 id="waitlist" className="font-semibold text-xl">
        Waiting for an area to open
      </h2>
      <ul className="mt-2 space-y-2">
        {areas.map((a) => (
          <li key={a.serviceArea}>
            <details>
              <summary className="min-h-11 cursor-pointer py-2">
                {a.areaName}: {a.signups.length} waiting
              </summary>
              <ul className="ml-4 list-disc text-sm">
                {a.signups.map((s) => (
                  <li key={s.email}>
                    {s.email} · {s.zip} · {s.serviceType}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
