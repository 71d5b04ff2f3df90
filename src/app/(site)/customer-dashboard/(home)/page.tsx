import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Dashboard, type DashboardBooking } from "@/components/account/dashboard";
import { NextSteps } from "@/components/account/next-steps";
import { SeriesControls } from "@/components/account/series-controls";
import { TextSwitch } from "@/components/account/text-switch";
import { CustomerPlans } from "@/components/plans/customer-plans";
import { site } from "@/content/site";
import { canCancelBooking } from "@/domain/booking/cancel-rule";
import { partitionBookings } from "@/domain/booking/partition";
import { nextVisitDate } from "@/domain/booking/recurring";
import { depositLine } from "@/domain/deposits/deposit-state";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { appointmentStart, canChangeBooking, formatDateLong, zoneAbbreviation } from "@/domain/scheduling/schedule";
import { formatUsPhone } from "@/domain/sms/phone";
import { SMS_CONSENT } from "@/domain/sms/texts";
import { visitReportPath } from "@/domain/visit/report";
import { customerAddOns } from "@/server/bookings/customer-add-ons";
import { listBookings } from "@/server/bookings/list-bookings";
import { listOpenSlots } from "@/server/bookings/list-open-slots";
import { pageIdentity } from "@/server/business/site-content";
import { getDb } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { customerDeposits } from "@/server/deposits/checkout-view";
import { customerInvoices } from "@/server/payments/customer-invoices";
import { onlinePaymentsEnabled } from "@/server/payments/stripe-gateway";
import { activePlans, customerMemberships } from "@/server/plans/plans-view";
import { getProfile } from "@/server/profiles/profile";
import { listSeries } from "@/server/recurring/list-series";
import { getSessionUser } from "@/server/session";
import { textsOn } from "@/server/sms/sender";
import { textChoice } from "@/server/sms/set-text-consent";
import { reportsForBookings } from "@/server/visits/visit-report-view";

export const metadata: Metadata = { title: "My Account", robots: { index: false } };

export default async function CustomerDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const user = await getSessionUser();
  if (!user) redirect(`/customer-login?next=${encodeURIComponent("/customer-dashboard")}`);
  // Signing in lands here by default; a technician's home is the crew's phone.
  if (user.role === "technician") redirect("/crew");
  const db = await getDb();
  const [bookings, profile, series, texts, memberships, plans] = await Promise.all([
    listBookings(db, user.id),
    getProfile(db, user.id),
    listSeries(db, user.id),
    textsOn() ? textChoice(db, user.id) : null,
    customerMemberships(db, user.id),
    activePlans(db),
  ]);
  const now = new Date();
  const { upcoming, history } = partitionBookings(bookings, now);

  // Reschedule choices for the bookings still open to change.
  const changeable = upcoming.filter((b) =>
    canChangeBooking(appointmentStart(b.appointmentDate, b.appointmentTime, b.timeZone), now),
  );
  const [choices, reports, invoiceOf, addOnsOf, depositOf] = await Promise.all([
    listOpenSlots(db, changeable, { now }),
    // The customer's own finished visits only: the ids come from their own bookings.
    reportsForBookings(
      db,
      history.filter((b) => b.status === "completed").map((b) => b.id),
    ),
    customerInvoices(db, user.id),
    customerAddOns(db, user.id),
    customerDeposits(db, user.id),
  ]);
  // What became of each deposit, worded on the server as the owner's list words it (decision 0045).
  const deposit = (id: string) => {
    const facts = depositOf.get(id);
    return facts ? depositLine(facts, site.timeZone, "customer") : null;
  };
  const view = (b: Booking): DashboardBooking => ({
    id: b.id,
    serviceType: b.serviceType,
    appointmentDate: b.appointmentDate,
    appointmentTime: b.appointmentTime,
    address: b.address,
    status: b.status,
    priceExact: b.priceExact,
    isRecurring: b.isRecurring,
    recurringIntervalMonths: b.recurringIntervalMonths,
    discountLabel: b.discountLabel,
    canChange: canChangeBooking(appointmentStart(b.appointmentDate, b.appointmentTime, b.timeZone), now),
    canCancel: canCancelBooking(
      { start: appointmentStart(b.appointmentDate, b.appointmentTime, b.timeZone), createdAt: b.createdAt },
      now,
    ),
    durationMinutes: b.durationMinutes,
    zone: zoneAbbreviation(b.appointmentDate, b.timeZone),
    openDays: choices.get(b.id) ?? [],
    reportHref: reports.has(b.id) ? visitReportPath(b.id) : null,
    invoice: invoiceOf.get(b.id) ?? null,
    addOns: addOnsOf.get(b.id) ?? [],
    deposit: deposit(b.id),
  });
  // Just booked (?booked=id) or arriving from the verification link (?verified=1): say what
  // happens next for that visit (or the next one) above everything else.
  const verified = params.verified === "1";
  const bookedId = typeof params.booked === "string" ? params.booked : null;
  const focus = (bookedId ? upcoming.find((b) => b.id === bookedId) : undefined) ?? upcoming[0];
  const showNext = verified || bookedId !== null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      {user.role === "admin" && (
        <p
          className="mb-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900"
          data-testid="owner-console-link"
        >
          You are signed in as the owner.{" "}
          <Link href="/admin" className="font-semibold underline">
            Open the owner console
          </Link>
        </p>
      )}
      {showNext && (
        <NextSteps
          verified={verified}
          booking={
            focus
              ? {
                  id: focus.id,
                  serviceType: focus.serviceType,
                  appointmentDate: focus.appointmentDate,
                  appointmentTime: focus.appointmentTime,
                  status: focus.status,
                  durationMinutes: focus.durationMinutes,
                  zone: zoneAbbreviation(focus.appointmentDate, focus.timeZone),
                  address: focus.address,
                }
              : null
          }
        />
      )}
      <Dashboard
        upcoming={upcoming.map(view)}
        history={history.map(view)}
        profile={{
          email: user.email,
          fullName: profile?.fullName ?? user.name,
          phone: profile?.phone ?? "",
          defaultAddress: profile?.defaultAddress ?? "",
        }}
      />
      {params.plan === "card-saved" && (
        <p className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4" role="status" data-testid="card-saved">
          Thank you: Stripe is confirming your card. Your plan starts as soon as it does.
        </p>
      )}
      <CustomerPlans
        members={memberships}
        plans={plans}
        online={onlinePaymentsEnabled()}
        phone={pageIdentity().phone}
      />
      {texts && (
        <TextSwitch
          // Drawn anew when the proof of a number turns texts on (the switch keeps its own state).
          key={`${texts.on}:${texts.phone}:${texts.proved}`}
          view={{
            on: texts.on,
            phone: texts.phone ? formatUsPhone(texts.phone) : null,
            proved: texts.proved,
            stopped: texts.stopped,
            pending: texts.pending && {
              phone: formatUsPhone(texts.pending.phone),
              codeSent: (texts.pending.codeUntil?.getTime() ?? 0) > now.getTime(),
            },
          }}
          consentText={SMS_CONSENT.text}
        />
      )}
      {series.length > 0 && (
        <section className="mt-10" aria-labelledby="series-heading">
          <h2 id="series-heading" className="font-bold text-2xl">
            Recurring service
          </h2>
          <ul className="mt-4 space-y-3">
            {series.map((s) => (
              <SeriesControls
                key={s.id}
                series={{
                  id: s.id,
                  service: isServiceType(s.serviceType) ? SERVICE_TYPE_LABELS[s.serviceType] : s.serviceType,
                  intervalMonths: s.intervalMonths,
                  // From the current visit's date, so a reschedule moves it too.
                  nextDate: formatDateLong(
                    s.visitDate ? nextVisitDate(s.visitDate, s.intervalMonths) : s.nextScheduledDate,
                  ),
                  address: s.address ?? "",
                }}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
