import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { InvoiceSummary } from "@/components/payments/invoice-summary";
import { PayNowButton } from "@/components/payments/pay-now-button";
import { VisitReportView } from "@/components/visit/visit-report-view";
import { signInPathFor } from "@/domain/accounts/return-path";
import { bookingReference } from "@/domain/booking/reference";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { z } from "@/domain/validation/zod";
import { visitReportPath } from "@/domain/visit/report";
import { getDb } from "@/server/db/client";
import { visitInvoice } from "@/server/payments/visit-invoice";
import { getSessionUser } from "@/server/session";
import { visitReportFor } from "@/server/visits/visit-report-view";

export const metadata: Metadata = { title: "Your visit report", robots: { index: false } };

/** A past visit's report and photos, for its customer (the completion email links here). */
export default async function VisitReportPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ payment?: string }>;
}) {
  const { id } = await params;
  const { payment } = await searchParams;
  const user = await getSessionUser();
  if (!user) redirect(signInPathFor(visitReportPath(id)));
  if (!z.uuid().safeParse(id).success) notFound();
  const visit = await visitReportFor(await getDb(), user, id);
  if (!visit) notFound();
  const { booking, report } = visit;
  const invoice = await visitInvoice(await getDb(), user, id);
  const service = isServiceType(booking.serviceType) ? SERVICE_TYPE_LABELS[booking.serviceType] : booking.serviceType;
  const written = booking.status === "completed" && (report.updatedAt !== null || report.photos.length > 0);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link href="/customer-dashboard" className="text-brand-700 underline">
          My account
        </Link>
      </p>
      <h1 className="mt-2 font-bold text-3xl">Your visit report</h1>
      <p className="mt-2 text-slate-700">
        {service} on {formatDateLong(booking.appointmentDate)} at {booking.address} · {bookingReference(booking.id)}
      </p>
      {invoice && (
        <div className="mt-6">
          {/* Back from Stripe: the webhook, not this page, says whether it was paid. */}
          {payment === "returned" && invoice.dueCents > 0 && (
            <p role="status" className="mb-3 rounded-lg bg-slate-100 p-3">
              Thank you. Stripe is confirming your payment; this page shows Paid as soon as it has, and your receipt
              comes by email.
            </p>
          )}
          <InvoiceSummary invoice={invoice} />
          {invoice.payOnline && <PayNowButton invoiceId={invoice.id} label="Pay now" />}
        </div>
      )}
      <div className="mt-6 rounded-xl border border-slate-200 p-4">
        {written ? (
          <VisitReportView report={report} />
        ) : (
          <p>The crew's report and photos will be here once the visit is done.</p>
        )}
      </div>
    </div>
  );
}
