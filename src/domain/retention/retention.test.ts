import { describe, expect, it } from "vitest";
import { nextUpkeepRun, OUTBOX_PERSONAL_DAYS, outboxRedactBefore, rollupBefore } from "./retention";

const LA = "America/Los_Angeles";

describe("retention rules", () => {
  it("outbox messages keep their personal data for 90 days", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(outboxRedactBefore(now).toISOString()).toBe("2026-08-29T12:00:00.000Z");
    expect(OUTBOX_PERSONAL_DAYS).toBe(90);
  });

  it("raw events are rolled up from local midnight 13 months back, whole days only", () => {
    // 2026-11-27 06:00 UTC is still the 26th in Los Angeles.
    expect(rollupBefore(new Date("2026-11-27T06:00:00Z"), LA).toISOString()).toBe("2025-10-26T07:00:00.000Z");
    // Across the DST change: 2025-10-27 is in daylight time (UTC-7).
    expect(rollupBefore(new Date("2026-11-27T20:00:00Z"), LA).toISOString()).toBe("2025-10-27T07:00:00.000Z");
    // Month ends clamp (Mar 31 - 13 months = Feb 28).
    expect(rollupBefore(new Date("2027-03-31T20:00:00Z"), LA).toISOString()).toBe("2026-02-28T08:00:00.000Z");
  });

  it("the jobs run daily at 03:30 local time", () => {
    expect(nextUpkeepRun(new Date("2026-11-27T10:00:00Z"), LA).toISOString()).toBe("2026-11-27T11:30:00.000Z");
    expect(nextUpkeepRun(new Date("2026-11-27T11:30:00Z"), LA).toISOString()).toBe("2026-11-28T11:30:00.000Z");
    expect(nextUpkeepRun(new Date("2026-11-27T20:00:00Z"), LA).toISOString()).toBe("2026-11-28T11:30:00.000Z");
  });
});
