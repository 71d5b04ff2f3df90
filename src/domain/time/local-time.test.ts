import { describe, expect, it } from "vitest";
import { moneyByPeriod } from "../payments/money";
import {
  csvMoment,
  formatLocalDate,
  formatLocalDateTime,
  formatLocalDateTimeShort,
  groupByLocal,
  localDay,
  localMoment,
  localMonth,
  localYear,
} from "./local-time";

// Historic instants only (a pure function's inputs stay valid forever): the US clocks sprang
// forward at 2:00 AM on 8 March 2026 and fell back at 2:00 AM on 1 November 2026.
const LA = "America/Los_Angeles";
const at = (iso: string) => new Date(iso);

describe("the business's local day", () => {
  it("files a lead at 4:53 PM Pacific on 4 December under 4 December, as the visit date is written", () => {
    const lead = at("2026-12-05T00:53:00Z");
    expect(localDay(lead, LA)).toBe("2026-12-04");
    expect(formatLocalDate(lead, LA)).toBe("Friday, December 4, 2026");
    expect(formatLocalDateTime(lead, LA)).toBe("Friday, December 4, 2026, 4:53 PM PST");
    expect(formatLocalDateTimeShort(lead, LA)).toBe("Fri, Dec 4, 2026, 4:53 PM PST");
  });

  it("is the visit area's day where the visit is elsewhere", () => {
    const late = at("2026-12-05T04:30:00Z");
    expect(localMoment(late, "America/New_York")).toEqual({ date: "2026-12-04", time: "23:30", zone: "EST" });
    expect(localMoment(late, "America/Chicago")).toEqual({ date: "2026-12-04", time: "22:30", zone: "CST" });
    expect(localMoment(late, LA)).toEqual({ date: "2026-12-04", time: "20:30", zone: "PST" });
  });

  it("turns at local midnight on the days the clocks spring forward (March)", () => {
    expect(localMoment(at("2026-03-08T07:59:00Z"), LA)).toEqual({ date: "2026-03-07", time: "23:59", zone: "PST" });
    expect(localMoment(at("2026-03-08T08:00:00Z"), LA)).toEqual({ date: "2026-03-08", time: "00:00", zone: "PST" });
    expect(localMoment(at("2026-03-08T10:00:00Z"), LA)).toEqual({ date: "2026-03-08", time: "03:00", zone: "PDT" });
    // The day after has one hour less of UTC before it: midnight is 07:00Z now, not 08:00Z.
    expect(localMoment(at("2026-03-09T06:59:00Z"), LA)).toEqual({ date: "2026-03-08", time: "23:59", zone: "PDT" });
    expect(localMoment(at("2026-03-09T07:00:00Z"), LA)).toEqual({ date: "2026-03-09", time: "00:00", zone: "PDT" });
  });

  it("turns at local midnight on the days the clocks fall back (November), and its month with it", () => {
    expect(localMonth(at("2026-11-01T06:59:00Z"), LA)).toBe("2026-10");
    expect(localMonth(at("2026-11-01T07:00:00Z"), LA)).toBe("2026-11");
    // 1:30 AM happens twice; both are 1 November.
    expect(localMoment(at("2026-11-01T08:30:00Z"), LA)).toEqual({ date: "2026-11-01", time: "01:30", zone: "PDT" });
    expect(localMoment(at("2026-11-01T09:30:00Z"), LA)).toEqual({ date: "2026-11-01", time: "01:30", zone: "PST" });
    expect(localDay(at("2026-11-02T07:59:00Z"), LA)).toBe("2026-11-01");
    expect(localDay(at("2026-11-02T08:00:00Z"), LA)).toBe("2026-11-02");
  });

  it("keeps 23:30 on 31 December in the old year and month", () => {
    const payment = at("2026-01-01T07:30:00Z");
    expect(localDay(payment, LA)).toBe("2025-12-31");
    expect(localMonth(payment, LA)).toBe("2025-12");
    expect(localYear(payment, LA)).toBe(2025);
    expect(localYear(at("2026-01-01T08:00:00Z"), LA)).toBe(2026);
    expect(csvMoment(payment, LA)).toEqual(["2025-12-31", "23:30", "2026-01-01T07:30:00.000Z"]);
    expect(csvMoment(null, LA)).toEqual(["", "", ""]);
  });

  it("groups by local day and month across DST and New Year", () => {
    const instants = [
      "2026-03-08T07:59:00Z", // 7 March, 23:59 PST
      "2026-03-09T06:59:00Z", // 8 March, 23:59 PDT
      "2026-11-02T07:59:00Z", // 1 November, 23:59 PST
      "2026-11-01T06:59:00Z", // 31 October, 23:59 PDT
      "2026-01-01T07:30:00Z", // 31 December 2025, 23:30 PST
      "2026-01-01T08:00:00Z", // 1 January 2026, midnight
    ].map(at);
    const byDay = groupByLocal(instants, (d) => d, LA, "day");
    expect([...byDay.keys()]).toEqual([
      "2026-03-07",
      "2026-03-08",
      "2026-11-01",
      "2026-10-31",
      "2025-12-31",
      "2026-01-01",
    ]);
    const byMonth = groupByLocal(instants, (d) => d, LA, "month");
    expect([...byMonth.entries()].map(([k, v]) => [k, v.length])).toEqual([
      ["2026-03", 2],
      ["2026-11", 1],
      ["2026-10", 1],
      ["2025-12", 1],
      ["2026-01", 1],
    ]);
  });

  it("gives the money sums the same local days", () => {
    const entries = [
      { at: at("2026-01-01T07:30:00Z"), kind: "paid" as const, cents: 14900 },
      { at: at("2026-01-01T01:00:00Z"), kind: "invoiced" as const, cents: 14900 },
      { at: at("2026-11-01T06:59:00Z"), kind: "paid" as const, cents: 100 },
      { at: at("2026-11-01T07:00:00Z"), kind: "paid" as const, cents: 200 },
    ];
    expect(moneyByPeriod(entries, LA, "day").map((p) => [p.period, p.invoiced, p.paid])).toEqual([
      ["2026-11-01", 0, 200],
      ["2026-10-31", 0, 100],
      ["2025-12-31", 14900, 14900],
    ]);
    expect(moneyByPeriod(entries, LA, "month").map((p) => [p.period, p.paid])).toEqual([
      ["2026-11", 200],
      ["2026-10", 100],
      ["2025-12", 14900],
    ]);
  });
});
