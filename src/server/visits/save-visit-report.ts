import "server-only";
import { checkReport, REPORTABLE_STATUSES, type ReportInput } from "@/domain/visit/report";
import type { Db } from "@/server/db/client";
import type { VisitReport } from "@/server/db/rows";
import { visitReports } from "@/server/db/schema";
import { accessibleVisit, canWriteVisit, type VisitUser } from "./visit-access";

export type SaveReportResult =
  | { ok: true; report: VisitReport }
  | { ok: false; reason: "visit-not-found" | "visit-not-started" | "unknown-checklist-item" };

/**
 * Writes the visit's report, replacing the last save: the crew saves as they go and again at the
 * end. Under the booking's row lock, so it is judged against the booking's crew and status as they
 * are when it is written (a visit handed to another crew a moment ago refuses the old crew).
 * A customer of the visit is answered as a stranger: they read the report, never write it.
 */
export async function saveVisitReport(
  db: Db,
  user: VisitUser,
  bookingId: string,
  input: ReportInput,
  now: Date,
): Promise<SaveReportResult> {
  return db.transaction(async (tx): Promise<SaveReportResult> => {
    const visit = await accessibleVisit(tx, user, bookingId, { lock: true });
    if (!visit || !canWriteVisit(visit.role)) return { ok: false, reason: "visit-not-found" };
    if (!REPORTABLE_STATUSES.includes(visit.booking.status)) return { ok: false, reason: "visit-not-started" };
    const checked = checkReport(visit.booking.serviceType, input);
    if (!checked.ok) return { ok: false, reason: "unknown-checklist-item" };
    const values = {
      checklist: checked.report.checklist,
      findings: checked.report.findings || null,
      recommendations: checked.report.recommendations || null,
      writtenBy: user.id,
      updatedAt: now,
    };
    const [report] = await tx
      .insert(visitReports)
      .values({ bookingId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: visitReports.bookingId, set: values })
      .returning();
    if (!report) throw new Error("the report upsert returned no row");
    return { ok: true, report };
  });
}
