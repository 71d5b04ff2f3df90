import Link from "next/link";
import { redirect } from "next/navigation";
import { AdminTable } from "@/components/admin/admin-table";
import { BookingSummary } from "@/components/admin/booking-summary";
import { DaySection, MoreLink } from "@/components/admin/day-section";
import { DismissDuplicateButton } from "@/components/admin/dismiss-duplicate-button";
import { PhoneLink } from "@/components/admin/phone-link";
import { FirstRunChecklist } from "@/components/admin/setup/first-run-checklist";
import { StatusBadge } from "@/components/admin/status-badge";
import { StatusButtons } from "@/components/admin/status-buttons";
import { UnstaffedJobs, WaitlistByArea } from "@/components/admin/unstaffed-jobs";
import { DayWarning } from "@/components/visit/day-warning";
import { site } from "@/content/site";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { firstRunSteps, leadsToWalkthrough } from "@/domain/business/first-run";
import { missingIdentityFields } from "@/domain/business/identity";
import { outboxKindLabel } from "@/domain/outbox/outbox";
import { waitedFor } from "@/domain/owner/waited";
import { formatCents } from "@/domain/payments/invoice";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { endTime } from "@/domain/scheduling/capacity";
import { formatDateLong, localDate, zoneAbbreviation } from "@/domain/scheduling/schedule";
import { dashboardFigures } from "@/server/admin/dashboard-figures";
import { ownerDay } from "@/server/admin/owner-day";
import { requireAdminPage, type Search } from "@/server/admin/require-admin";
import { storedIdentity } from "@/server/business/business-identity";
import { firstRunFacts } from "@/server/business/first-run";
import { unstaffedJobs } from "@/server/crews/unstaffed-jobs";
import { getDb } from "@/server/db/client";
import { textsOn } from "@/server/sms/sender";
import { waitlistByArea } from "@/server/waitlist/notify-waitlist";

const CARD = "rounded-xl border border-slate-200 bg-white p-4";
const LIST = "mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3";
const REASON_WORDS = { address: "same address", phone: "same phone" } as const;

/** The owner's first screen: what needs doing now, then the month's figures. */
export default async function AdminToday({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const owner = await requireAdminPage("/admin", search);
  const db = await getDb();
  const now = new Date();
  // Read now, not the pages' copy: what the owner just saved counts at once.
  const [{ identity }, firstRun] = await Promise.all([storedIdentity(db), firstRunFacts(db, owner.email)]);
  // A fresh install's first visit goes to the walkthrough (decision 0042); "today" is its way back.
  if (leadsToWalkthrough(firstRun, search.today !== undefined)) redirect("/admin/setup");
  const [day, { days, funnel }, unstaffed, waiting] = await Promise.all([
    ownerDay(db, now),
    dashboardFigures(db, now),
    unstaffedJobs(db, now),
    waitlistByArea(db),
  ]);
  // Today's visits grouped by area and crew, in start order within each.
  const groups = new Map<string, { title: string; visits: typeof day.visits }>();
  for (const v of day.visits) {
    const area = SERVICE_AREAS.find((a) => a.id === v.booking.serviceArea)?.name ?? v.booking.serviceArea;
    const key = `${v.booking.serviceArea}|${v.crew?.id ?? ""}`;
    const group = groups.get(key) ?? { title: `${v.crew?.name ?? "No crew"} · ${area}`, visits: [] };
    group.visits.push(v);
    groups.set(key, group);
  }
  const visitAreas = [...new Set(day.visits.map((v) => v.booking.serviceArea))];
  const max = Math.max(1, ...days.map((d) => Math.max(d.leads, d.bookings)));
  return (
    <>
      <h1 className="font-bold text-3xl">Today</h1>
      <p className="mt-1 text-slate-700">{formatDateLong(localDate(now, site.timeZone))}</p>
      {!identity.setUp && (
        <p className="mt-4 max-w-2xl rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="identity-missing">
          Your business is not set up yet: the public pages show no name, phone or address. Missing:{" "}
          {missingIdentityFields(identity).join(", ")}.{" "}
          <Link href="/admin/settings" className="font-semibold underline">
            Enter your business details
          </Link>
        </p>
      )}
      <FirstRunChecklist steps={firstRunSteps(firstRun)} />
      <UnstaffedJobs jobs={unstaffed} />

      {day.duplicates.length > 0 && (
        <section aria-labelledby="duplicates" className="mt-6">
          <h2 id="duplicates" className="font-semibold text-xl">
            Possible duplicates <span className="text-slate-600">({day.duplicates.length})</span>
          </h2>
          <p className="mt-1 text-slate-700 text-sm">
            Bookings at one address or with one phone whose times overlap. Keep one and cancel the other, or say they
            are two real visits.
          </p>
          <ul className="mt-3 space-y-3">
            {day.duplicates.map((d) => (
              <li
                key={`${d.a}|${d.b}`}
                className="rounded-xl border-2 border-amber-400 bg-amber-50 p-4"
                data-testid="duplicate"
              >
                <p className="font-semibold text-amber-950">
                  {d.reasons.map((r) => REASON_WORDS[r]).join(" and ")}, overlapping in time ·{" "}
                  {d.sameAccount ? "one account" : "two accounts"}
                </p>
                <div className="mt-3 grid gap-3 md:grid-cols-2">
                  {d.bookings.map(({ booking, customerName }) => (
                    <div key={booking.id} className={CARD} data-testid="duplicate-booking">
                      <BookingSummary booking={booking} customerName={customerName} />
                      <Link href={`/admin/bookings#booking-${booking.id}`} className="text-brand-700 text-sm underline">
                        Open booking
                      </Link>
                      <div className="mt-2">
                        <StatusButtons bookingId={booking.id} status={booking.status} cancelOnly />
                      </div>
                    </div>
                  ))}
                </div>
                <div className="mt-3">
                  <DismissDuplicateButton bookings={[d.a, d.b]} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <DaySection
        id="waiting"
        title="Waiting for your confirmation"
        count={day.waitingCount}
        empty="Nothing to confirm."
        after={
          day.waitingCount > day.waiting.length && (
            <MoreLink href="/admin/bookings?status=pending">
              The latest {day.waiting.length} requests are here: see all {day.waitingCount} on the bookings list
            </MoreLink>
          )
        }
      >
        <ul className={LIST}>
          {day.waiting.map(({ booking, customerName }) => (
            <li key={booking.id} className={CARD} data-testid="waiting-booking">
              <BookingSummary booking={booking} customerName={customerName} />
              <div className="mt-3">
                <StatusButtons
                  bookingId={booking.id}
                  status={booking.status}
                  inSeries={Boolean(booking.seriesId)}
                  large
                />
              </div>
            </li>
          ))}
        </ul>
      </DaySection>

      <DaySection
        id="visits"
        title="Today's visits"
        count={day.visits.length}
        empty="No visits today."
        after={
          visitAreas.length > 0 && (
            <p className="mt-3 flex flex-wrap gap-x-4 text-sm">
              {visitAreas.map((id) => (
                <Link
                  key={id}
                  href={`/admin/bookings/run-sheet?area=${id}&day=${localDate(now, SERVICE_AREAS.find((a) => a.id === id)?.timeZone ?? site.timeZone)}`}
                  className="inline-flex min-h-11 items-center text-brand-700 underline"
                >
                  Run sheet: {SERVICE_AREAS.find((a) => a.id === id)?.name ?? id}
                </Link>
              ))}
            </p>
          )
        }
      >
        {[...groups.entries()].map(([key, group]) => (
          <div key={key} className="mt-4" data-testid="crew-day">
            <h3 className="font-semibold text-lg">{group.title}</h3>
            <ul className={LIST}>
              {group.visits.map(({ booking: b, customerName, crew }) => (
                <li key={b.id} className={CARD} data-testid="today-visit">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold tabular-nums">
                      {b.appointmentTime}–{endTime(b.appointmentTime, b.durationMinutes)}{" "}
                      {zoneAbbreviation(b.appointmentDate, b.timeZone)}
                    </span>
                    <StatusBadge status={b.status} />
                  </p>
                  <DayWarning visit={b} now={now} crew={crew} />
                  <p>{isServiceType(b.serviceType) ? SERVICE_TYPE_LABELS[b.serviceType] : b.serviceType}</p>
                  <p className="font-medium">{customerName}</p>
                  <PhoneLink phone={b.customerPhone} name={customerName} />
                  <p className="text-slate-700">{b.address}</p>
                  <p data-testid="to-collect">
                    {day.paid.get(b.id) ?? (
                      <>
                        To collect{" "}
                        <span className="font-semibold tabular-nums">{formatCents(day.collect.get(b.id) ?? 0)}</span>
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </DaySection>

      <DaySection
        id="leads"
        title="New leads to call"
        count={day.leads.length}
        more={day.moreLeads}
        empty="Every lead has been called."
        after={
          day.moreLeads && (
            <MoreLink href="/admin/leads?status=new">
              These waited longest: see every new lead on the leads list
            </MoreLink>
          )
        }
      >
        <ul className={LIST}>
          {day.leads.map((lead) => (
            <li key={lead.id} className={CARD} data-testid="lead-to-call">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                <Link href={`/admin/leads/${lead.id}`} className="font-semibold text-brand-700 underline">
                  {lead.fullName}
                </Link>
                <span className="text-amber-900 text-sm" data-testid="waited">
                  {waitedFor(lead.createdAt, now)}
                </span>
              </p>
              <PhoneLink phone={lead.phone} name={lead.fullName} />
              <p className="text-slate-700 text-sm">
                {isServiceType(lead.serviceType) ? SERVICE_TYPE_LABELS[lead.serviceType] : lead.serviceType}
                {lead.city ? ` · ${lead.city}` : ""}
              </p>
            </li>
          ))}
        </ul>
      </DaySection>

      <DaySection
        id="failing"
        title="Emails and texts failing"
        count={day.failing.length}
        empty="Everything is going out."
        after={
          <p className="mt-2 text-slate-700 text-sm" data-testid="texts-status">
            {textsOn()
              ? "Texts are on: customers who ticked “Text me about this visit” get their confirmation, reminders and “on my way” by text."
              : "Texts are off: no text is sent, and customers are not offered them. "}
            {!textsOn() && (
              <Link href="/admin/settings/payments" className="font-semibold text-brand-700 underline">
                Turn texts on in Payments and texts
              </Link>
            )}
          </p>
        }
      >
        <ul className={LIST}>
          {day.failing.slice(0, 6).map((m) => (
            <li
              key={m.id}
              className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950"
              data-testid="failing-message"
            >
              <p className="font-semibold">{outboxKindLabel(m.kind)}</p>
              <p className="text-sm">
                {m.attempts} attempt{m.attempts === 1 ? "" : "s"} · {m.status === "failed" ? "given up" : "retrying"}
              </p>
              {m.lastError && <p className="text-sm">{m.lastError.slice(0, 160)}</p>}
            </li>
          ))}
        </ul>
        <p className="mt-2">
          <Link
            href="/admin/outbox"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            See the outbox
          </Link>
        </p>
      </DaySection>

      <WaitlistByArea areas={waiting} />

      <section aria-labelledby="funnel" className="mt-12 border-slate-200 border-t pt-6">
        <h2 id="funnel" className="font-semibold text-xl">
          Last 30 days
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {(
            [
              ["Page views", funnel.visitors],
              ["Leads", funnel.leads],
              ["Bookings", funnel.bookings],
            ] as const
          ).map(([label, n], i) => (
            <div key={label} className="rounded-xl border border-slate-200 p-3">
              <dt className="text-slate-600 text-sm">{label}</dt>
              <dd className="font-bold text-2xl tabular-nums" data-testid={`funnel-${i}`}>
                {n}
              </dd>
            </div>
          ))}
        </dl>
        <AdminTable
          className="mt-4 w-full text-sm"
          look="list"
          gutter="pr-2"
          head={["Day", "Leads (blue) and bookings (green)"]}
          items={days}
          row={(d) => (
            <tr key={d.day} className="border-slate-100 border-t">
              <td className="py-1 pr-2 tabular-nums">{d.day.slice(5)}</td>
              <td className="py-1">
                <div className="flex items-center gap-2">
                  <span className="h-3 rounded bg-brand-600" style={{ width: `${(d.leads / max) * 60}%` }} />
                  <span className="tabular-nums">{d.leads}</span>
                </div>
                <div className="flex items-center gap-2">
                  <span className="h-3 rounded bg-accent-600" style={{ width: `${(d.bookings / max) * 60}%` }} />
                  <span className="tabular-nums">{d.bookings}</span>
                </div>
              </td>
            </tr>
          )}
        />
      </section>
    </>
  );
}
