import { describe, expect, it } from "vitest";
import { SERVICE_TYPES } from "../pricing/pricing";
import { CHECKLIST, checklistLabel, checkReport, reportSchema } from "./report";

const report = (checklist: string[]) => reportSchema.parse({ checklist, findings: "", recommendations: "" });

describe("the visit checklist", () => {
  it("has items for every service, with keys unique within it", () => {
    for (const service of SERVICE_TYPES) {
      const keys = CHECKLIST[service].map((i) => i.key);
      expect(keys.length).toBeGreaterThan(0);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("asks the dryer vent job about its run, exit and bird guard, the duct job about registers, trunk and filter", () => {
    expect(CHECKLIST.dryer_vent.map((i) => i.key)).toEqual(
      expect.arrayContaining(["dryer-vent-length", "dryer-vent-exit", "bird-guard"]),
    );
    expect(CHECKLIST.air_duct.map((i) => i.key)).toEqual(
      expect.arrayContaining(["registers-returns", "main-trunk", "filter-replaced"]),
    );
    expect(CHECKLIST.duct_and_dryer).toEqual([...CHECKLIST.air_duct, ...CHECKLIST.dryer_vent]);
  });

  it("keeps the ticked items in the service's order, once each", () => {
    expect(checkReport("duct_and_dryer", report(["bird-guard", "main-trunk", "bird-guard"]))).toEqual({
      ok: true,
      report: expect.objectContaining({ checklist: ["main-trunk", "bird-guard"] }),
    });
  });

  it("refuses an item of another service or none", () => {
    expect(checkReport("air_duct", report(["bird-guard"]))).toEqual({ ok: false, unknown: "bird-guard" });
    expect(checkReport("unknown-service", report(["main-trunk"]))).toEqual({ ok: false, unknown: "main-trunk" });
  });

  it("names a key a later list no longer has by the key itself", () => {
    expect(checklistLabel("dryer_vent", "bird-guard")).toMatch(/Bird guard/);
    expect(checklistLabel("dryer_vent", "gone")).toBe("gone");
  });
});

describe("the report's text", () => {
  it("is trimmed, keeps its lines, and holds 2,000 characters at most", () => {
    expect(reportSchema.parse({ checklist: [], findings: "  a\nb  ", recommendations: "" }).findings).toBe("a\nb");
    const long = reportSchema.safeParse({ checklist: [], findings: "", recommendations: "x".repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe("Recommendations can be at most 2,000 characters.");
  });
});
