import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideStep, VISIT_STEPS, type VisitState } from "./visit-steps";

const LA = "America/Los_Angeles";
const booked = (patch: Partial<VisitState> = {}): VisitState => ({
  status: "confirmed",
  onMyWayAt: null,
  appointmentDate: "2026-12-01",
  timeZone: LA,
  ...patch,
});
// 09:00 Pacific on the job's day.
const ON_THE_DAY = new Date("2026-12-01T17:00:00Z");

describe("decideStep", () => {
  it("moves forward one tap at a time: on my way, started, finished", () => {
    expect(decideStep(booked(), "on-my-way", ON_THE_DAY)).toEqual({ ok: true, already: false, status: "confirmed" });
    const onTheWay = booked({ onMyWayAt: ON_THE_DAY });
    expect(decideStep(onTheWay, "start", ON_THE_DAY)).toEqual({ ok: true, already: false, status: "in_progress" });
    expect(decideStep(booked({ status: "in_progress", onMyWayAt: ON_THE_DAY }), "finish", ON_THE_DAY)).toEqual({
      ok: true,
      already: false,
      status: "completed",
    });
  });

  it("does a step tapped twice once, and never goes back", () => {
    expect(decideStep(booked({ onMyWayAt: ON_THE_DAY }), "on-my-way", ON_THE_DAY)).toMatchObject({ already: true });
    const finished = booked({ status: "completed", onMyWayAt: ON_THE_DAY });
    expect(decideStep(finished, "finish", ON_THE_DAY)).toEqual({ ok: true, already: true, status: "completed" });
    expect(decideStep(finished, "start", ON_THE_DAY)).toEqual({ ok: false, reason: "step-passed" });
    expect(decideStep(finished, "on-my-way", ON_THE_DAY)).toEqual({ ok: false, reason: "step-passed" });
    // Starting without "On my way" is fine; going back to it is not.
    expect(decideStep(booked({ status: "pending" }), "start", ON_THE_DAY)).toMatchObject({ ok: true, already: false });
    expect(decideStep(booked({ status: "in_progress" }), "on-my-way", ON_THE_DAY)).toEqual({
      ok: false,
      reason: "step-passed",
    });
  });

  it("refuses every step of a cancelled visit", () => {
    for (const step of VISIT_STEPS) {
      expect(decideStep(booked({ status: "cancelled" }), step, ON_THE_DAY)).toEqual({
        ok: false,
        reason: "visit-cancelled",
      });
    }
  });

  it("allows steps only on the job's day in the area's zone", () => {
    // 23:30 Pacific the evening before is 07:30 UTC on the job's date: still the day before there.
    expect(decideStep(booked(), "on-my-way", new Date("2026-12-01T07:30:00Z"))).toEqual({
      ok: false,
      reason: "not-today",
    });
    expect(decideStep(booked(), "on-my-way", new Date("2026-12-01T08:00:00Z"))).toMatchObject({ ok: true });
    expect(decideStep(booked(), "finish", new Date("2026-12-02T08:00:00Z"))).toEqual({
      ok: false,
      reason: "not-today",
    });
    // New York's job, tapped at 23:30 Pacific on the day before: already the job's day in New York.
    const ny = booked({ timeZone: "America/New_York" });
    expect(decideStep(ny, "start", new Date("2026-12-01T07:30:00Z"))).toMatchObject({ ok: true });
  });

  it("counts the day in local time across the DST change", () => {
    // Sunday 2026-11-01, the day clocks go back: 00:30 and 23:30 local are both that day.
    const dstDay = booked({ appointmentDate: "2026-11-01" });
    expect(decideStep(dstDay, "start", new Date("2026-11-01T07:30:00Z"))).toMatchObject({ ok: true }); // 00:30 PDT
    expect(decideStep(dstDay, "start", new Date("2026-11-02T07:30:00Z"))).toMatchObject({ ok: true }); // 23:30 PST
    expect(decideStep(dstDay, "start", new Date("2026-11-02T08:30:00Z"))).toEqual({ ok: false, reason: "not-today" });
    // Spring forward, 2026-03-08: 23:30 PDT is 06:30 UTC next day.
    const spring = booked({ appointmentDate: "2026-03-08" });
    expect(decideStep(spring, "start", new Date("2026-03-09T06:30:00Z"))).toMatchObject({ ok: true });
    expect(decideStep(spring, "start", new Date("2026-03-09T07:30:00Z"))).toEqual({ ok: false, reason: "not-today" });
  });

  it("never moves a visit backwards, whatever the steps and their order", () => {
    const rank: Record<string, number> = { pending: 0, confirmed: 0, in_progress: 2, completed: 3 };
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...VISIT_STEPS), { maxLength: 8 }), (steps) => {
        let visit = booked();
        for (const step of steps) {
          const d = decideStep(visit, step, ON_THE_DAY);
          if (!d.ok) continue;
          expect(rank[d.status] ?? 0).toBeGreaterThanOrEqual(rank[visit.status] ?? 0);
          visit = { ...visit, status: d.status, onMyWayAt: visit.onMyWayAt ?? ON_THE_DAY };
        }
      }),
    );
  });
});
