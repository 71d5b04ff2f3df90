// Who sees a visit, and its report through the use cases on a real database (visits-int-setup.ts):
// written by the visit's crew once it has started, read by its customer, refused to everyone else as if
// the visit did not exist.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reportSchema } from "@/domain/visit/report";
import { visitReports } from "@/server/db/schema";
import { saveVisitReport } from "./save-visit-report";
import { visitAccess } from "./visit-access";
import { visitReportFor } from "./visit-report-view";
import { addBooking, CARA, NOW, OTTO, OWNER, setUpVisits, TESS, TIM, t } from "./visits-int-setup";

setUpVisits();

describe("who sees a visit", () => {
  it("its customer, its own crew and the owner; not another crew, another customer or an unknown visit", async () => {
    const id = await addBooking();
    expect(await visitAccess(t.db, CARA, id)).toBe("customer");
    expect(await visitAccess(t.db, TESS, id)).toBe("crew");
    expect(await visitAccess(t.db, OWNER, id)).toBe("owner");
    expect(await visitAccess(t.db, TIM, id)).toBeNull();
    expect(await visitAccess(t.db, OTTO, id)).toBeNull();
    expect(await visitAccess(t.db, TESS, randomUUID())).toBeNull();
    // A technician's role alone is not enough: the crew must be the booking's.
    expect(await visitAccess(t.db, { id: "cara", role: "technician" }, id)).toBe("customer");
    const unassigned = await addBooking({ crewId: null });
    expect(await visitAccess(t.db, TESS, unassigned)).toBeNull();
  });

  it("the report page's view answers the same: nothing for a stranger", async () => {
    const id = await addBooking();
    expect(await visitReportFor(t.db, TIM, id)).toBeNull();
    expect(await visitReportFor(t.db, OTTO, id)).toBeNull();
    expect((await visitReportFor(t.db, CARA, id))?.role).toBe("customer");
  });
});

describe("the report", () => {
  const input = (patch: Record<string, unknown> = {}) =>
    reportSchema.parse({
      checklist: ["bird-guard", "registers-returns"],
      findings: "Lint packed at the elbow behind the dryer.\nCrushed flex duct replaced.",
      recommendations: "Clean the dryer vent again in a year.",
      ...patch,
    });

  it("is written by the crew, replaced by the next save, and read by the customer in the service's order", async () => {
    const id = await addBooking();
    const first = await saveVisitReport(t.db, TESS, id, input(), NOW);
    expect(first.ok).toBe(true);
    const later = new Date(NOW.getTime() + 60_000);
    const second = await saveVisitReport(t.db, OWNER, id, input({ checklist: ["main-trunk"], findings: "" }), later);
    expect(second.ok).toBe(true);
    const rows = await t.db.select().from(visitReports).where(eq(visitReports.bookingId, id));
    expect(rows).toMatchObject([
      {
        checklist: ["main-trunk"],
        findings: null,
        recommendations: "Clean the dryer vent again in a year.",
        writtenBy: "owner",
      },
    ]);
    expect(rows[0]?.updatedAt.getTime()).toBe(later.getTime());
    expect(rows[0]?.createdAt.getTime()).toBe(NOW.getTime());

    await saveVisitReport(t.db, TESS, id, input(), NOW);
    const seen = await visitReportFor(t.db, CARA, id);
    expect(seen?.report.checklist.filter((i) => i.done).map((i) => i.key)).toEqual(["registers-returns", "bird-guard"]);
    expect(seen?.report.findings).toContain("\nCrushed flex duct replaced.");
  });

  it("is refused to its customer, another crew and another customer, as if the visit did not exist", async () => {
    const id = await addBooking();
    for (const who of [CARA, TIM, OTTO]) {
      expect(await saveVisitReport(t.db, who, id, input(), NOW)).toEqual({ ok: false, reason: "visit-not-found" });
    }
    expect(await t.db.select().from(visitReports).where(eq(visitReports.bookingId, id))).toEqual([]);
  });

  it("waits for the visit to start, and takes only the service's checklist items", async () => {
    const confirmed = await addBooking({ status: "confirmed" });
    expect(await saveVisitReport(t.db, TESS, confirmed, input(), NOW)).toEqual({
      ok: false,
      reason: "visit-not-started",
    });
    const ducts = await addBooking({ serviceType: "air_duct", status: "in_progress" });
    expect(await saveVisitReport(t.db, TESS, ducts, input(), NOW)).toEqual({
      ok: false,
      reason: "unknown-checklist-item",
    });
    expect((await saveVisitReport(t.db, TESS, ducts, input({ checklist: ["filter-replaced"] }), NOW)).ok).toBe(true);
  });

  it("refuses text over 2,000 characters and checklists that are not lists of short keys", () => {
    expect(reportSchema.safeParse({ checklist: [], findings: "x".repeat(2000), recommendations: "" }).success).toBe(
      true,
    );
    const long = reportSchema.safeParse({ checklist: [], findings: "x".repeat(2001), recommendations: "" });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toMatch(/at most 2,000 characters/);
    expect(reportSchema.safeParse({ checklist: ["x".repeat(41)], findings: "", recommendations: "" }).success).toBe(
      false,
    );
    expect(reportSchema.safeParse({ checklist: "main-trunk", findings: "", recommendations: "" }).success).toBe(false);
  });
});
