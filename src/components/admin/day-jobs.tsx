import { AdminTable } from "@/components/admin/admin-table";
import { CorrectStepForm } from "@/components/admin/correct-step-form";
import { PhoneLink } from "@/components/admin/phone-link";
import { ReassignCrewForm } from "@/components/admin/reassign-crew-form";
import { StatusBadge } from "@/components/admin/status-badge";
import { StatusButtons } from "@/components/admin/status-buttons";
import { VisitProgress } from "@/components/admin/visit-progress";
import { formatCents } from "@/domain/payments/invoice";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/quote-math";
import { endTime } from "@/domain/scheduling/capacity";
import { ARRIVAL_WINDOW_MINUTES } from "@/domain/scheduling/duration";
import { formatArrivalWindow } from "@/domain/scheduling/schedule";
import type { daySchedule } from "@/server/admin/day-schedule";
import type { StepTimes } from "@/server/technician/step-times";

type Job = Awaited<ReturnType<typeof daySchedule>>["jobs"][number];

/**
 * One area's day, a row per job: for the console (with status buttons and a crew choice; `crews`
 * are the area's crews) and the printed run sheet.
 */
export function DayJobs({
  jobs,
  zone,
  crews = [],
  print = false,
  label = "Jobs of the day",
  steps,
  collect,
}: {
  jobs: Job[];
  zone: string;
  crews?: { id: string; name: string }[];
  print?: boolean;
  label?: string;
  /** The crew's step times by booking (on my way, started, finished). */
  steps?: Map<string, StepTimes>;
  /** Cents the crew collects at each visit, by booking (the run sheet). */
  collect?: Map<string, number>;
}) {
  if (jobs.length === 0) return <p className="mt-3 text-slate-700">No bookings this day.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
    <section className="mt-3 overflow-x-auto" aria-label={label} tabIndex={0}>
      <AdminTable
        className="w-full text-sm sm:min-w-[40rem] print:min-w-0"
        data-testid="day-jobs"
        look="list"
        cards
        head={["Crew", `Time (${zone})`, "Job", "Customer", collect ? "To collect" : "", "Notes"].filter(Boolean)}
        items={jobs}
        row={({ booking: b, customerName, crew }) => (
          <tr key={b.id} className="border-slate-200 border-t align-top" data-testid="day-job">
            <td className="py-2 pr-3" data-testid="job-crew">
              {crew ? crew.name : "No crew!"}
              {!print && (b.status === "pending" || b.status === "confirmed") && crews.length > 1 && (
                <ReassignCrewForm bookingId={b.id} crewId={crew?.id ?? ""} crews={crews} />
              )}
            </td>
            <td className="py-2 pr-3 tabular-nums">
              {b.appointmentTime}-{endTime(b.appointmentTime, b.durationMinutes)}
              <br />
              <span className="text-slate-600">
                arrive {formatArrivalWindow(b.appointmentTime, ARRIVAL_WINDOW_MINUTES)}
              </span>
            </td>
            <td className="py-2 pr-3">
              {isServiceType(b.serviceType) ? SERVICE_TYPE_LABELS[b.serviceType] : b.serviceType}
              <br />
              <span className="text-slate-600">
                {b.bedrooms} bd / {b.bathrooms} ba / {b.squareFeet} sq ft
              </span>{" "}
              <StatusBadge status={b.status} />
              <VisitProgress steps={steps?.get(b.id)} timeZone={b.timeZone} />
              {!print && b.status !== "cancelled" && <CorrectStepForm bookingId={b.id} />}
            </td>
            <td className="py-2 pr-3">
              {customerName}
              <br />
              <PhoneLink phone={b.customerPhone} name={customerName} />
              <br />
              {b.address}
            </td>
            {collect && (
              <td className="py-2 pr-3 tabular-nums" data-testid="to-collect">
                <span className="sm:hidden print:hidden">To collect </span>
                <span className="font-semibold">{formatCents(collect.get(b.id) ?? 0)}</span>
              </td>
            )}
            <td className="py-2">
              {b.notes ?? "-"}
              {!print && (
                <div className="mt-2">
                  <StatusButtons bookingId={b.id} status={b.status} />
                </div>
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
