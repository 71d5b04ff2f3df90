import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { VisitReportView } from "@/components/visit/visit-report-view";
import { signInPathFor } from "@/domain/accounts/return-path";
import { bookingReference } from "@/domain/booking/reference";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { z } from "@/domain/validation/zod";
import { visitReportPath } from "@/domain/visit/report";
import { getDb } from "@/server/db/client";
import { getSessionUser } from "@/server/session";
import { visitReportFor } from "@/server/visits/visit-report-view";

export const metadata: Metadata = { title: "Your visit report", robots: { index: false } };

/** A past visit's report and photos, for its customer (the completion email links here). */
export default async function VisitReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getSessionUser();
  if (!user) redirect(signInPathFor(visitReportPath(id)));
  if (!z.uuid().safeParse(id).success) notFound();
  const visit = await visitReportFor(await getDb(), user, id);
  if (!visit) notFound();
  const { booking, report } = visit;
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
