import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { checklistFor, type PhotoKind, type ReportView } from "@/domain/visit/report";
import type { Db } from "@/server/db/client";
import type { Booking, VisitPhoto, VisitReport } from "@/server/db/rows";
import { bookings, visitPhotos, visitReports } from "@/server/db/schema";
import { accessibleVisit, type VisitRole, type VisitUser } from "./visit-access";

export const photoUrl = (bookingId: string, photoId: string, size: "full" | "thumb") =>
  `/api/visits/${bookingId}/photos/${photoId}?size=${size}`;

function view(
  booking: Pick<Booking, "id" | "serviceType">,
  report: VisitReport | undefined,
  photos: VisitPhoto[],
): ReportView {
  const done = new Set(report?.checklist ?? []);
  return {
    bookingId: booking.id,
    serviceType: booking.serviceType,
    checklist: checklistFor(booking.serviceType).map((i) => ({ ...i, done: done.has(i.key) })),
    findings: report?.findings ?? "",
    recommendations: report?.recommendations ?? "",
    updatedAt: report?.updatedAt ?? null,
    photos: photos.map((p) => ({
      id: p.id,
      kind: p.kind as PhotoKind,
      width: p.width,
      height: p.height,
      thumbUrl: photoUrl(booking.id, p.id, "thumb"),
      fullUrl: photoUrl(booking.id, p.id, "full"),
    })),
  };
}

/** The visit's report and photos for whoever may see them, with their part in it; null for anyone else. */
export async function visitReportFor(
  db: Db,
  user: VisitUser,
  bookingId: string,
): Promise<{ role: VisitRole; booking: Booking; report: ReportView } | null> {
  const visit = await accessibleVisit(db, user, bookingId);
  if (!visit) return null;
  const [[report], photos] = await Promise.all([
    db.select().from(visitReports).where(eq(visitReports.bookingId, bookingId)),
    db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, bookingId)).orderBy(asc(visitPhotos.createdAt)),
  ]);
  return { ...visit, report: view(visit.booking, report, photos) };
}

/**
 * The reports of the given bookings that have one, by booking id: for the owner's booking list
 * (the caller is the owner's page, which checked the role) and the customer's dashboard (the
 * caller passes the customer's own bookings only).
 */
export async function reportsForBookings(db: Db, bookingIds: string[]): Promise<Map<string, ReportView>> {
  if (bookingIds.length === 0) return new Map();
  const [reports, photos] = await Promise.all([
    db
      .select({ report: visitReports, serviceType: bookings.serviceType })
      .from(visitReports)
      .innerJoin(bookings, eq(bookings.id, visitReports.bookingId))
      .where(inArray(visitReports.bookingId, bookingIds)),
    db.select().from(visitPhotos).where(inArray(visitPhotos.bookingId, bookingIds)).orderBy(asc(visitPhotos.createdAt)),
  ]);
  const out = new Map<string, ReportView>();
  for (const { report, serviceType } of reports) {
    out.set(
      report.bookingId,
      view(
        { id: report.bookingId, serviceType },
        report,
        photos.filter((p) => p.bookingId === report.bookingId),
      ),
    );
  }
  return out;
}
