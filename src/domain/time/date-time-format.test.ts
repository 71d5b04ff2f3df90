import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./date-time-format";

describe("dateTimeFormat", () => {
  it("hands out one formatter per locale and options", () => {
    const a = dateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric" });
    expect(dateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric" })).toBe(a);
    expect(dateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric" })).not.toBe(a);
    expect(dateTimeFormat("en-CA", { timeZone: "America/New_York", hour: "numeric" })).not.toBe(a);
  });

  it("formats as a new Intl.DateTimeFormat would", () => {
    const at = new Date("2026-11-01T09:30:00Z"); // the morning US clocks fell back
    for (const timeZone of ["America/Los_Angeles", "America/New_York", "America/Phoenix"]) {
      const options = { timeZone, hour: "numeric", minute: "2-digit", timeZoneName: "short" } as const;
      expect(dateTimeFormat("en-US", options).format(at)).toBe(new Intl.DateTimeFormat("en-US", options).format(at));
    }
  });
});
