import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { SendWrapUpButton } from "@/components/crew/send-wrap-up-button";
import { StartedOnPhone } from "@/components/crew/started-on-phone";
import { VisitExtrasForm } from "@/components/payments/extras-forms";
import { InvoiceSummary } from "@/components/payments/invoice-summary";
import { OnSitePaymentForm } from "@/components/payments/on-site-payment-form";
import { PayByCard } from "@/components/payments/pay-by-card";
import { VisitReportForm } from "@/components/visit/visit-report-form";
import { site } from "@/content/site";
import { signInPathFor } from "@/domain/accounts/return-path";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { formatDateLong, localDate } from "@/domain/scheduling/schedule";
import { z } from "@/domain/validation/zod";
import { clockTime } from "@/domain/visit/crew-visit";
import { REPORTABLE_STATUSES } from "@/domain/visit/report";
import { getDb } from "@/server/db/client";
import { extrasView } from "@/server/payments/extras-view";
import { onlinePaymentsEnabled } from "@/server/payments/stripe-gateway";
import { visitInvoice } from "@/server/payments/visit-invoice";
import { getSessionUser } from "@/server/session";
import { canWriteVisit } from "@/server/visits/visit-access";
import { visitReportFor } from "@/server/visits/visit-report-view";

export const metadata: Metadata = { title: "Visit report", robots: { index: false } };

/** The crew's report on a visit: on the phone, one thumb, at the end of the job. */
export default async function CrewVisitReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getSessionUser();
  if (!user) redirect(signInPathFor(`/crew/visits/${id}/report`));
  if (!z.uuid().safeParse(id).success) notFound();
  const visit = await visitReportFor(await getDb(), user, id);
  // Its customer reads the report on their own page; anyone else is told nothing.
  if (!visit || !canWriteVisit(visit.role)) notFound();
  const { booking, report } = visit;
  const invoice = await visitInvoice(await getDb(), user, id);
  // Before Finished, the crew adds extras from the owner's price list; the invoice takes them.
  const extras =
    visit.role === "crew" && booking.status === "in_progress" ? await extrasView(await getDb(), booking.id) : null;
  const form = (
    <VisitReportForm
      bookingId={booking.id}
      checklist={report.checklist}
      findings={report.findings}
      recommendations={report.recommendations}
      photos={report.photos}
    />
  );
  const notStarted = (
    <p className="rounded-xl border border-slate-300 p-4">
      The report and photos can be added once the visit has started. Tap “Arrived / started” first.
    </p>
  );
  const now = new Date();
  const service = isServiceType(booking.serviceType) ? SERVICE_TYPE_LABELS[booking.serviceType] : booking.serviceType;
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      {visit.role === "crew" && (
        <a href="/crew" className="inline-flex min-h-12 items-center font-semibold text-slate-900 underline">
          Back to my jobs
        </a>
      )}
      <h1 className="font-bold text-2xl">Visit report</h1>
      <p className="mt-1 text-slate-700">
        {service} · {formatDateLong(booking.appointmentDate)}
        <br />
        {booking.address}
      </p>
      {visit.role === "crew" && (
        <p className="mt-1 text-slate-600 text-sm" data-testid="last-updated">
          Last updated {formatDateLong(localDate(now, site.timeZone))}, {clockTime(now, site.timeZone)}
        </p>
      )}
      {invoice && (
        <div className="mt-6 space-y-4">
          <InvoiceSummary invoice={invoice} />
          {invoice.dueCents > 0 && (
            <div className="rounded-xl border border-slate-300 p-4">
              <OnSitePaymentForm bookingId={booking.id} dueCents={invoice.dueCents} />
            </div>
          )}
          {invoice.dueCents > 0 && visit.role === "crew" && onlinePaymentsEnabled() && (
            <div className="rounded-xl border border-slate-300 p-4">
              <PayByCard bookingId={booking.id} dueCents={invoice.dueCents} />
            </div>
          )}
        </div>
      )}
      {extras && extras.items.length > 0 && (
        <div className="mt-6">
          <VisitExtrasForm
            bookingId={booking.id}
            items={extras.items}
            extras={extras.extras.map(({ approvedAt, ...e }) => ({
              ...e,
              approved: approvedAt ? clockTime(approvedAt, booking.timeZone) : null,
            }))}
          />
        </div>
      )}
      <div className="mt-6">
        {REPORTABLE_STATUSES.includes(booking.status) ? (
          form
        ) : visit.role === "crew" ? (
          <StartedOnPhone bookingId={booking.id} fallback={notStarted}>
            {form}
          </StartedOnPhone>
        ) : (
          notStarted
        )}
      </div>
      {booking.status === "completed" && (
        <div className="mt-6">
          {booking.wrapUpSentAt ? (
            <p
              className="rounded-xl bg-green-50 p-4 font-semibold text-green-900"
              role="status"
              data-testid="wrap-up-sent"
            >
              Sent to the customer at {clockTime(booking.wrapUpSentAt, booking.timeZone)}: report, photos and invoice.
            </p>
          ) : (
            <SendWrapUpButton
              bookingId={booking.id}
              autoAt={booking.wrapUpDueAt ? clockTime(booking.wrapUpDueAt, booking.timeZone) : null}
            />
          )}
        </div>
      )}
    </div>
  );
}
