import { describe, expect, it } from "vitest";
import {
  type FirstRunFacts,
  firstRunDone,
  firstRunSteps,
  leadsToWalkthrough,
  type MarkableStep,
  setupMarkSchema,
} from "./first-run";

const fresh: FirstRunFacts = {
  ownerEmail: "owner@peninsulavent.com",
  identity: "none",
  openMetros: 10,
  areasChanged: false,
  staffedCrews: 0,
  priceVersion: 0,
  paymentsOn: false,
  textsOn: false,
  marked: new Set(),
};
const doneOf = (f: FirstRunFacts) => Object.fromEntries(firstRunSteps(f).map((s) => [s.step, s.done]));
const marked = (...steps: MarkableStep[]) => new Set(steps);

describe("first run", () => {
  it("on a fresh install only the account is done (being signed in)", () => {
    expect(doneOf(fresh)).toEqual({
      account: true,
      business: false,
      areas: false,
      crews: false,
      prices: false,
      payments: false,
    });
    expect(firstRunSteps(fresh)[0]?.detail).toContain("owner@peninsulavent.com");
    expect(firstRunDone(firstRunSteps(fresh))).toBe(false);
  });

  it("each step is done by its own data, and all of them finish the run", () => {
    const all: FirstRunFacts = {
      ...fresh,
      identity: "saved",
      areasChanged: true,
      openMetros: 1,
      staffedCrews: 2,
      priceVersion: 3,
      paymentsOn: true,
      textsOn: true,
    };
    expect(Object.values(doneOf(all)).every(Boolean)).toBe(true);
    expect(firstRunDone(firstRunSteps(all))).toBe(true);
    expect(doneOf({ ...all, identity: "demo" }).business).toBe(false);
    expect(doneOf({ ...all, staffedCrews: 0 }).crews).toBe(false);
    expect(doneOf({ ...all, priceVersion: 0 }).prices).toBe(false);
    expect(doneOf({ ...all, textsOn: false }).payments).toBe(false);
    expect(firstRunDone(firstRunSteps({ ...all, textsOn: false }))).toBe(false);
  });

  it("areas need at least one open metro, changed or confirmed as they are", () => {
    expect(doneOf({ ...fresh, marked: marked("areas") }).areas).toBe(true);
    expect(doneOf({ ...fresh, areasChanged: true }).areas).toBe(true);
    const closed = { ...fresh, areasChanged: true, openMetros: 0, marked: marked("areas") };
    expect(doneOf(closed).areas).toBe(false);
    expect(firstRunSteps(closed).find((s) => s.step === "areas")?.detail).toMatch(/open at least one/);
  });

  it("the built-in prices count once confirmed; payments and texts once skipped", () => {
    const kept = { ...fresh, marked: marked("prices", "payments") };
    expect(doneOf(kept)).toMatchObject({ prices: true, payments: true });
    const steps = firstRunSteps(kept);
    expect(steps.find((s) => s.step === "prices")?.detail).toBe("You kept the built-in prices.");
    expect(steps.find((s) => s.step === "payments")?.detail).toBe("Online payments off, texts off: skipped for now.");
  });

  it("leads to the walkthrough only where nothing is saved, and not when Today is asked for", () => {
    expect(leadsToWalkthrough({ identity: "none" }, false)).toBe(true);
    expect(leadsToWalkthrough({ identity: "none" }, true)).toBe(false);
    expect(leadsToWalkthrough({ identity: "demo" }, false)).toBe(false);
    expect(leadsToWalkthrough({ identity: "saved" }, false)).toBe(false);
  });

  it("marks only the steps that can be marked", () => {
    expect(setupMarkSchema.safeParse({ step: "payments", marked: true }).success).toBe(true);
    expect(setupMarkSchema.safeParse({ step: "business", marked: true }).success).toBe(false);
    expect(setupMarkSchema.safeParse({ step: "prices", marked: "yes" }).success).toBe(false);
    expect(setupMarkSchema.safeParse({ step: "prices", marked: true, extra: 1 }).success).toBe(false);
  });
});
