import Link from "next/link";
import { BookingMoneyLine } from "@/components/admin/booking-money-line";
import { DayJobs } from "@/components/admin/day-jobs";
import { DismissDuplicateButton } from "@/components/admin/dismiss-duplicate-button";
import { FILTER_CONTROL, FilterField, FilterForm } from "@/components/admin/filter-form";
import { LiveRefresh } from "@/components/admin/live-refresh";
import { Options } from "@/components/admin/options";
import { Pager } from "@/components/admin/pager";
import { StatusBadge } from "@/components/admin/status-badge";
import { StatusButtons } from "@/components/admin/status-buttons";
import { VisitReportView } from "@/components/visit/visit-report-view";
import { site } from "@/content/site";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { formatPrice, STATUS_LABELS } from "@/domain/booking/partition";
import { bookingReference } from "@/domain/booking/reference";
import { depositLine } from "@/domain/deposits/deposit-state";
import { pageRequest } from "@/domain/paging/cursor";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { endTime } from "@/domain/scheduling/capacity";
import { formatDateLong, zoneAbbreviation } from "@/domain/scheduling/schedule";
import { maskPhone } from "@/domain/sms/phone";
import { formatLocalDateTimeShort } from "@/domain/time/local-time";
import type { ReportView } from "@/domain/visit/report";
import { type BookingMessage, messagesForBookings } from "@/server/admin/booking-messages";
import { DATE, dayParams, one } from "@/server/admin/day-params";
import { daySchedule } from "@/server/admin/day-schedule";
import { bookingsPage } from "@/server/admin/list-bookings";
import { ownerCancelReasons, upcomingDuplicates } from "@/server/admin/owner-day";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { type BookingMoneyView, bookingMoneyFor } from "@/server/deposits/checkout-view";
import { stepTimes } from "@/server/technician/step-times";
import { reportsForBookings } from "@/server/visits/visit-report-view";

type Search = Record<string, string | string[] | undefined>;

export default async function AdminBookings({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/bookings", p);
  const now = new Date();
  const { area, day } = dayParams(p, now);
  const status = Object.keys(STATUS_LABELS).includes(one(p.status)) ? one(p.status) : "";
  const from = DATE.test(one(p.from)) ? one(p.from) : "";
  const to = DATE.test(one(p.to)) ? one(p.to) : "";
  const { page, bad } = pageRequest(p);
  const db = await getDb();
  const [schedule, list] = await Promise.all([
    daySchedule(db, area.id, day),
    bookingsPage(db, { status: status || undefined, from: from || undefined, to: to || undefined }, page),
  ]);
  const shown = list.rows.map((r) => r.booking.id);
  const [messages, reports, steps, duplicates, ownerReasons] = await Promise.all([
    messagesForBookings(db, shown),
    reportsForBookings(db, shown),
    stepTimes(
      db,
      schedule.jobs.map((j) => j.booking),
    ),
    upcomingDuplicates(db, now),
    ownerCancelReasons(db, shown),
  ]);
  const money = await bookingMoneyFor(
    db,
    list.rows.map((r) => r.booking),
    now,
  );
  const duplicateOf = (id: string) => duplicates.filter((d) => d.a === id || d.b === id);
  const zone = zoneAbbreviation(day, area.timeZone);
  return (
    <>
      <h1 className="font-bold text-3xl">Bookings</h1>
      <section aria-labelledby="schedule" className="mt-6">
        <h2 id="schedule" className="font-semibold text-xl">
          Schedule: {area.name}, {formatDateLong(day)}
        </h2>
        <FilterForm
          className="mt-2 gap-2"
          submit="Show"
          after={
            <Link
              href={`/admin/bookings/run-sheet?area=${area.id}&day=${day}`}
              className="inline-flex h-10 items-center rounded-md border border-brand-600 px-4 font-semibold text-brand-700"
            >
              Run sheet
            </Link>
          }
        >
          <FilterField label="Area">
            <select name="area" defaultValue={area.id} className={FILTER_CONTROL}>
              <Options items={SERVICE_AREAS.map((a) => [a.id, a.name] as const)} />
            </select>
          </FilterField>
          <FilterField label="Day">
            <input type="date" name="day" defaultValue={day} className={FILTER_CONTROL} />
          </FilterField>
        </FilterForm>
        <p className="mt-3 text-slate-700 text-sm" data-testid="day-capacity">
          {schedule.holiday
            ? `Closed: ${schedule.holiday}.`
            : schedule.crewCount === 0
              ? "No crews on duty."
              : `${schedule.crewCount} crew${schedule.crewCount === 1 ? "" : "s"} on duty (${schedule.onDuty.map((c) => c.name).join(", ")}), 08:00-18:00 ${zone}.`}
          {schedule.closures.map((c) => {
            const hours = `${c.fromTime ?? "08:00"}-${c.toTime ?? "18:00"}`;
            const off = schedule.crews.find((crew) => crew.id === c.crewId);
            return c.crewId
              ? ` ${hours}: ${off?.name ?? "a crew"} off (${c.reason}).`
              : ` ${hours}: ${c.crews} crews (${c.reason}).`;
          })}
        </p>
        <DayJobs jobs={schedule.jobs} zone={zone} crews={schedule.crews} steps={steps} />
        <p className="mt-2 text-slate-600 text-sm">
          The crews' steps show here as they take them (updated every 30 seconds).
        </p>
        <LiveRefresh seconds={30} />
      </section>
      <section aria-labelledby="all" className="mt-10">
        <h2 id="all" className="font-semibold text-xl">
          All bookings, newest first
        </h2>
        <FilterForm className="mt-2 gap-2" submit="Filter">
          <input type="hidden" name="area" value={area.id} />
          <input type="hidden" name="day" value={day} />
          <FilterField label="Status">
            <select name="status" defaultValue={status} className={FILTER_CONTROL}>
              <option value="">All statuses</option>
              <Options items={Object.entries(STATUS_LABELS)} />
            </select>
          </FilterField>
          <FilterField label="Appointments from">
            <input type="date" name="from" defaultValue={from} className={FILTER_CONTROL} />
          </FilterField>
          <FilterField label="to">
            <input type="date" name="to" defaultValue={to} className={FILTER_CONTROL} />
          </FilterField>
        </FilterForm>
        {list.rows.length === 0 && <p className="mt-3 text-slate-700 text-sm">No bookings match.</p>}
        <ul className="mt-4 space-y-3">
          {list.rows.map(({ booking: b, customerName, customerEmail }) => (
            <li
              key={b.id}
              id={`booking-${b.id}`}
              className="scroll-mt-4 rounded-xl border border-slate-200 p-4 target:border-brand-600 target:ring-2 target:ring-brand-600"
              data-testid="admin-booking"
            >
              <div className="flex flex-wrap justify-between gap-3">
                <div>
                  <p className="font-semibold">
                    {b.appointmentDate} {b.appointmentTime}-{endTime(b.appointmentTime, b.durationMinutes)}{" "}
                    {zoneAbbreviation(b.appointmentDate, b.timeZone)} ·{" "}
                    {isServiceType(b.serviceType) ? SERVICE_TYPE_LABELS[b.serviceType] : b.serviceType} ·{" "}
                    {SERVICE_AREAS.find((a) => a.id === b.serviceArea)?.name ?? b.serviceArea}
                  </p>
                  <p className="text-sm">
                    {customerName} &lt;{customerEmail}&gt; · {b.customerPhone ?? "no phone"} · {b.address}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 text-slate-600 text-sm">
                    <StatusBadge status={b.status} />
                    <span>
                      {formatPrice(b.priceExact)}
                      {b.notes ? ` · Notes: ${b.notes}` : ""} · {bookingReference(b.id)}
                    </span>
                  </p>
                  <MoneyLine id={b.id} view={money.get(b.id)} />
                  {ownerReasons.get(b.id) && (
                    <p className="text-slate-700 text-sm" data-testid="owner-cancel-reason">
                      Your reason for cancelling: {ownerReasons.get(b.id)}
                    </p>
                  )}
                  {duplicateOf(b.id).map((d) => {
                    const other = d.a === b.id ? d.b : d.a;
                    return (
                      <div
                        key={other}
                        className="mt-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-3 text-amber-950 text-sm"
                        data-testid="duplicate-flag"
                      >
                        <p>
                          Possible duplicate of{" "}
                          <a href={`#booking-${other}`} className="font-semibold underline">
                            booking {bookingReference(other)}
                          </a>{" "}
                          ({d.reasons.map((r) => (r === "address" ? "same address" : "same phone")).join(" and ")},
                          overlapping in time). Keep one and cancel the other, or:
                        </p>
                        <div className="mt-2">
                          <DismissDuplicateButton bookings={[d.a, d.b]} />
                        </div>
                      </div>
                    );
                  })}
                  {b.cancelReason && (
                    <p className="text-slate-700 text-sm" data-testid="cancel-reason">
                      Customer's reason for cancelling: {b.cancelReason}
                    </p>
                  )}
                  {b.discountLabel || b.seriesId ? (
                    <p className="text-emerald-800 text-sm" data-testid="admin-booking-terms">
                      {b.discountLabel ? `${b.discountLabel} (-$${b.discountAmount})` : ""}
                      {b.discountLabel && b.seriesId ? " · " : ""}
                      {b.seriesId ? `Recurring every ${b.recurringIntervalMonths} months` : ""}
                      {b.leadId ? " · from a lead's quote" : ""}
                    </p>
                  ) : null}
                </div>
                <StatusButtons bookingId={b.id} status={b.status} inSeries={Boolean(b.seriesId)} />
              </div>
              <BookingMessages messages={messages.get(b.id) ?? []} />
              <VisitReport report={reports.get(b.id)} />
            </li>
          ))}
        </ul>
        <Pager
          label="Booking pages"
          path="/admin/bookings"
          filters={{ area: area.id, day, status, from, to }}
          cursors={list}
          bad={bad}
        />
      </section>
    </>
  );
}

const STATE_STYLE: Record<BookingMessage["state"], string> = {
  sent: "border-green-300 bg-green-50 text-green-900",
  queued: "border-slate-300 bg-slate-50 text-slate-800",
  failed: "border-red-300 bg-red-50 text-red-900",
  dropped: "border-slate-300 bg-white text-slate-600",
};

/** "Emails: 3 (3 sent)". */
const tally = (word: string, list: BookingMessage[]) =>
  `${word}: ${list.length} (${list.filter((m) => m.state === "sent").length} sent${list.some((m) => m.state === "failed") ? ", some failed" : ""})`;

/** The emails and texts this booking produced and where each stands (sent, queued, failed, dropped). */
function BookingMessages({ messages }: { messages: BookingMessage[] }) {
  if (messages.length === 0) return null;
  const texts = messages.filter((m) => m.channel === "sms");
  return (
    <details className="mt-3 text-sm" data-testid="booking-messages">
      <summary className="cursor-pointer font-medium text-slate-700">
        {tally(
          "Emails",
          messages.filter((m) => m.channel !== "sms"),
        )}
        {texts.length > 0 && ` · ${tally("Texts", texts)}`}
      </summary>
      <ul className="mt-2 space-y-1">
        {messages.map((m) => (
          <li
            key={m.id}
            className="flex flex-wrap items-center gap-2"
            data-testid="booking-message"
            data-state={m.state}
            data-channel={m.channel}
          >
            <span className={`rounded-full border px-2 py-0.5 font-semibold text-xs ${STATE_STYLE[m.state]}`}>
              {m.state}
            </span>
            <span>{m.label}</span>
            {m.channel === "sms" && <span className="text-slate-600">to {maskPhone(m.to)}</span>}
            <span className="text-slate-600">
              {formatLocalDateTimeShort(m.createdAt, site.timeZone)}
              {m.state === "queued" && m.nextAttemptAt > m.createdAt
                ? ` · goes ${formatLocalDateTimeShort(m.nextAttemptAt, site.timeZone)}`
                : ""}
              {m.lastError ? ` · ${m.lastError}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The crew's report and photos, folded under the booking like its emails. */
function VisitReport({ report }: { report: ReportView | undefined }) {
  if (!report) return null;
  return (
    <details className="mt-3 text-sm" data-testid="admin-visit-report">
      <summary className="cursor-pointer font-medium text-slate-700">
        Visit report ({report.photos.length} photo{report.photos.length === 1 ? "" : "s"})
      </summary>
      <div className="mt-2">
        <VisitReportView report={report} headingLevel={3} />
      </div>
    </details>
  );
}

/** The deposit or the card and no-show fee a booking carries (decision 0045), dates in the business's zone. */
function MoneyLine({ id, view }: { id: string; view: BookingMoneyView | undefined }) {
  if (!view) return null;
  return (
    <BookingMoneyLine
      bookingId={id}
      kind={view.kind}
      depositText={depositLine(view.deposit, site.timeZone)}
      feeCents={view.feeCents}
      chargeable={view.chargeable}
      refundable={view.refundable}
      depositCents={view.depositCents}
      attempts={view.fees.map((fee) => ({
        attempt: fee.attempt,
        status: fee.status,
        text: `${formatLocalDateTimeShort(fee.at, site.timeZone)} by ${fee.by ?? "someone"}: ${fee.reason}`,
      }))}
    />
  );
}
