import { ArrivalPicker, TakeBackButton } from "@/components/crew/arrival-picker";
import { QueuedSteps } from "@/components/crew/queued-steps";
import { StepButton } from "@/components/crew/step-button";
import { DayWarning } from "@/components/visit/day-warning";
import { bookingReference } from "@/domain/booking/reference";
import { formatDollars, isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/quote-math";
import { ARRIVAL_WINDOW_MINUTES, formatDuration } from "@/domain/scheduling/duration";
import { formatArrivalWindow, zoneAbbreviation } from "@/domain/scheduling/schedule";
import { canTakeBackOnMyWay } from "@/domain/visit/arrival";
import { clockTime, mapsHref, telHref } from "@/domain/visit/crew-visit";
import { nextStep } from "@/domain/visit/visit-steps";
import type { CrewJob } from "@/server/technician/crew-jobs";

// Links and buttons at least 48 px tall: one thumb, gloves, a moving van.
const TAP = "inline-flex min-h-12 items-center justify-center rounded-full border font-semibold";

/** One job on the crew's phone: when, what, where, who, what to collect, and the next step. */
export function JobCard({ job, today, now }: { job: CrewJob; today: boolean; now: Date }) {
  const { booking: b, steps } = job;
  const zone = zoneAbbreviation(b.appointmentDate, b.timeZone);
  const tel = b.customerPhone ? telHref(b.customerPhone) : null;
  const step = nextStep(b);
  const at = (d: Date | null) => (d ? clockTime(d, b.timeZone) : null);
  const progress = [
    steps.onMyWayAt && `On my way ${at(steps.onMyWayAt)}`,
    steps.onMyWayAt && b.arrivalEta && !steps.startedAt && `arriving about ${at(b.arrivalEta)}`,
    steps.startedAt && `Started ${at(steps.startedAt)}`,
  ].filter(Boolean);
  const titleId = `job-${b.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-300 bg-white p-4 shadow-sm"
      data-testid="crew-job"
      data-keep-offline={`/crew/visits/${b.id}/report`}
    >
      <h3 id={titleId} className="font-bold text-xl">
        {formatArrivalWindow(b.appointmentTime, ARRIVAL_WINDOW_MINUTES)} {zone}
        <span className="block font-semibold text-base text-slate-700">
          {isServiceType(b.serviceType) ? SERVICE_TYPE_LABELS[b.serviceType] : b.serviceType} ·{" "}
          {formatDuration(b.durationMinutes)}
        </span>
      </h3>
      <p className="mt-1 text-slate-700">
        {b.bedrooms} bd / {b.bathrooms} ba / {b.squareFeet.toLocaleString("en-US")} sq ft · {bookingReference(b.id)}
      </p>
      <p className="mt-3 font-semibold">{job.customerName}</p>
      <a
        href={mapsHref(b.address)}
        className="mt-1 flex min-h-12 items-center text-brand-700 underline underline-offset-2"
        data-testid="job-address"
      >
        {b.address}
      </a>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {tel ? (
          <a href={tel} className={`${TAP} border-brand-600 text-brand-700`}>
            Call {b.customerPhone}
          </a>
        ) : (
          <span className={`${TAP} border-slate-300 text-slate-600`}>No phone</span>
        )}
        <a href={`mailto:${job.customerEmail}`} className={`${TAP} border-brand-600 text-brand-700`}>
          Email
        </a>
      </div>
      <section aria-label="Notes and access" className="mt-3 rounded-lg bg-amber-50 p-3">
        <h4 className="font-semibold text-sm">Notes and access</h4>
        <p className="whitespace-pre-line break-words">{b.notes?.trim() || "No notes from the customer."}</p>
      </section>
      <DayWarning visit={b} now={now} />
      <p className="mt-3 font-semibold text-lg" data-testid="to-collect">
        {job.paid ?? `To collect: ${formatDollars(Number(b.priceExact))} at the visit`}
      </p>
      {progress.length > 0 && (
        <p className="mt-1 text-slate-700" data-testid="job-progress">
          {progress.join(" · ")}
        </p>
      )}
      <div className="mt-4">
        <QueuedSteps bookingId={b.id} timeZone={b.timeZone} where={b.address}>
          {steps.finishedAt || b.status === "completed" ? (
            <>
              <p className="rounded-lg bg-green-50 p-3 font-semibold text-green-900" role="status">
                Finished{steps.finishedAt ? ` at ${at(steps.finishedAt)}` : ""}
              </p>
              <a
                href={`/crew/visits/${b.id}/report`}
                className={`${TAP} mt-3 w-full border-slate-900 bg-slate-900 px-4 text-white`}
              >
                Visit report and photos
              </a>
            </>
          ) : step === "on-my-way" && today ? (
            <div className="space-y-3">
              <ArrivalPicker bookingId={b.id} step="on-my-way" where={b.address} />
              <StepButton bookingId={b.id} step="start" where={b.address} />
            </div>
          ) : step && today ? (
            <div className="space-y-3">
              <StepButton bookingId={b.id} step={step} where={b.address} />
              {step === "finish" && (
                <a
                  href={`/crew/visits/${b.id}/report`}
                  className={`${TAP} w-full border-slate-900 px-4 text-slate-900`}
                >
                  Visit report and photos
                </a>
              )}
              {step === "start" && steps.onMyWayAt && (
                <>
                  <ArrivalPicker bookingId={b.id} step="running-late" />
                  {canTakeBackOnMyWay(b, now) && <TakeBackButton bookingId={b.id} />}
                </>
              )}
            </div>
          ) : (
            <p className="text-slate-700">Steps open on the day of the visit.</p>
          )}
        </QueuedSteps>
        {/* A bigger job seen on site (a UV light, a dryer vent re-route) is quoted here (decision 0046). */}
        <a href={`/crew/visits/${b.id}/quote`} className={`${TAP} mt-3 w-full border-brand-600 px-4 text-brand-700`}>
          Quote more work
        </a>
      </div>
    </article>
  );
}
