import { describe, expect, it } from "vitest";
import { bookingLines, linesTotalCents } from "../pricing/price-lines";
import { BUSINESS_TIME_ZONE } from "../scheduling/schedule";
import { localDay } from "../time/local-time";
import {
  benefitsOn,
  firstOpenDay,
  INCLUDED_LABEL,
  MEMBER_PRICE_LABEL,
  MEMBER_PRICE_SUFFIX,
  type MemberPlan,
  memberExtra,
  memberPriceCents,
  memberQuoteLines,
  memberServiceLine,
  officePlanNote,
  openToEveryone,
  planBenefit,
  planNote,
  sameOfficePlan,
  withPlanLines,
} from "./plan-benefits";
import { addDays, addMonths } from "./plan-calendar";

// Days are built from a `now` read once; no calendar date is written down.
const now = new Date();
const today = localDay(now, BUSINESS_TIME_ZONE);

const plan = (over: Partial<MemberPlan> = {}): MemberPlan => ({
  membershipId: "m1",
  planName: "Dryer Vent Safety Plan",
  status: "active",
  anchor: addDays(today, -10),
  period: "yearly",
  paidPeriods: 1,
  endsOn: null,
  includedVisits: { dryer_vent: 1 },
  discountBps: 1_500,
  priority: true,
  ...over,
});

describe("benefitsOn", () => {
  it("holds inside a paid period, not before it is paid, not paused, not after a cancelled plan ends", () => {
    expect(benefitsOn(plan(), today)).toBe(true);
    expect(benefitsOn(plan({ paidPeriods: 0 }), today)).toBe(false);
    expect(benefitsOn(plan({ status: "paused" }), today)).toBe(false);
    expect(benefitsOn(plan({ status: "pending" }), today)).toBe(false);
    // A year after the anchor the second period is unpaid: no benefits until it is.
    expect(benefitsOn(plan(), addMonths(addDays(today, -10), 12))).toBe(false);
    expect(benefitsOn(plan({ paidPeriods: 2 }), addMonths(addDays(today, -10), 12))).toBe(true);
    // Cancelled: the paid year stays theirs until its end.
    const ends = addMonths(addDays(today, -10), 12);
    expect(benefitsOn(plan({ status: "cancelled", endsOn: ends }), today)).toBe(true);
    expect(benefitsOn(plan({ status: "cancelled", endsOn: today }), today)).toBe(false);
  });
});

describe("planBenefit", () => {
  it("gives the included visit while the period has one left, then only the discount", () => {
    const first = planBenefit([plan()], "dryer_vent", today, () => 0);
    expect(first).toMatchObject({ included: true, includedCount: 1, periodKey: addDays(today, -10) });
    expect(planBenefit([plan()], "dryer_vent", today, () => 1)).toMatchObject({ included: false, discountBps: 1_500 });
    // Another service: no included visit, the member discount still.
    expect(planBenefit([plan()], "air_duct", today, () => 0)).toMatchObject({ included: false });
  });

  it("counts the next period afresh: the period key moves with the day", () => {
    const m = plan({ paidPeriods: 2 });
    const nextYear = addMonths(m.anchor, 12);
    const used = (_: string, key: string) => (key === m.anchor ? 1 : 0);
    expect(planBenefit([m], "dryer_vent", addDays(nextYear, -1), used)?.included).toBe(false);
    expect(planBenefit([m], "dryer_vent", nextYear, used)).toMatchObject({ included: true, periodKey: nextYear });
  });

  it("prefers a plan with a visit left, and gives nothing without a visit or a discount", () => {
    const other = plan({ membershipId: "m2", planName: "Duct Plan", includedVisits: {}, discountBps: 2_000 });
    expect(planBenefit([other, plan()], "dryer_vent", today, () => 0)?.membershipId).toBe("m1");
    expect(planBenefit([other, plan()], "dryer_vent", today, () => 1)?.membershipId).toBe("m2");
    expect(planBenefit([plan({ includedVisits: {}, discountBps: 0 })], "dryer_vent", today, () => 0)).toBeNull();
    expect(planBenefit([plan({ status: "paused" })], "dryer_vent", today, () => 0)).toBeNull();
  });
});

describe("withPlanLines", () => {
  const lines = bookingLines({
    serviceType: "dryer_vent",
    tablePrice: 189,
    adjustment: { kind: "offer", amount: 20, label: "Book today" },
    addOns: ["video_inspection"],
  });

  it("takes the included service to $0, drops the offer, prices add-ons at the member price", () => {
    const benefit = planBenefit([plan()], "dryer_vent", today, () => 0);
    const planned = withPlanLines(lines, benefit);
    const addOn = lines.find((l) => l.kind === "add-on")?.cents ?? 0;
    expect(addOn).toBeGreaterThan(0);
    expect(planned.map((l) => l.kind)).toEqual(["service", "plan", "add-on"]);
    expect(planned[1]).toEqual({ kind: "plan", label: `${INCLUDED_LABEL} (Dryer Vent Safety Plan)`, cents: -18_900 });
    expect(planned[2]?.cents).toBe(addOn - Math.floor((addOn * 1_500 + 5_000) / 10_000));
    expect(linesTotalCents(planned)).toBe(planned[2]?.cents);
  });

  it("prices the service at the member price once the visit is used, dropping the smaller offer", () => {
    const planned = withPlanLines(
      lines,
      planBenefit([plan()], "dryer_vent", today, () => 1),
    );
    // 15% of $189 is $28.35, more than the $20 offer: the member price applies, the offer does not stack.
    expect(planned.map((l) => l.kind)).toEqual(["service", "plan", "add-on"]);
    expect(planned[0]).toEqual(lines[0]);
    expect(planned[1]).toEqual({
      kind: "plan",
      label: `${MEMBER_PRICE_LABEL} (Dryer Vent Safety Plan, 15% off)`,
      cents: -2_835,
    });
    expect(planned[0] && planned[1] && planned[0].cents + planned[1].cents).toBe(memberPriceCents(18_900, 1_500));
    expect(withPlanLines(lines, null)).toEqual(lines);
  });

  it("gives the member price on a service the plan does not include, rounded half up", () => {
    const duct = bookingLines({ serviceType: "air_duct", tablePrice: 349, adjustment: null, addOns: [] });
    const benefit = planBenefit([plan()], "air_duct", today, () => 0);
    expect(benefit?.included).toBe(false);
    const planned = withPlanLines(duct, benefit);
    // 15% of $349.00 is $52.35 exactly; 12.5% of it is $43.625, rounded half up to $43.63.
    expect(planned[1]?.cents).toBe(-5_235);
    expect(linesTotalCents(planned)).toBe(29_665);
    const eighth = planBenefit([plan({ discountBps: 1_250 })], "air_duct", today, () => 0);
    expect(memberServiceLine(duct, eighth)?.cents).toBe(-4_363);
  });

  it("keeps an offer that takes off more than the member price, and nothing without a discount", () => {
    const big = bookingLines({
      serviceType: "dryer_vent",
      tablePrice: 189,
      adjustment: { kind: "offer", amount: 40, label: "Spring offer" },
      addOns: [],
    });
    const used = planBenefit([plan()], "dryer_vent", today, () => 1);
    expect(memberServiceLine(big, used)).toBeNull();
    expect(withPlanLines(big, used)).toEqual(big);
    const none = planBenefit([plan({ discountBps: 0 })], "dryer_vent", today, () => 1);
    expect(memberServiceLine(lines, none)).toBeNull();
  });

  it("rounds the member price half up in cents", () => {
    expect(memberPriceCents(4_900, 1_500)).toBe(4_165);
    expect(memberPriceCents(999, 1_500)).toBe(849);
    expect(memberPriceCents(1_000, 0)).toBe(1_000);
  });

  it("says the included visit on the page", () => {
    const benefit = planBenefit([plan()], "dryer_vent", today, () => 0);
    if (!benefit) throw new Error("no benefit");
    expect(planNote(benefit, true)).toBe(
      "Included in your plan: $0 (Dryer Vent Safety Plan). Add-ons at your 15% member price.",
    );
    expect(planNote(benefit, false)).toBe("Included in your plan: $0 (Dryer Vent Safety Plan).");
    const used = planBenefit([plan()], "dryer_vent", today, () => 1);
    expect(used && planNote(used, false)).toBe(
      "This period's included visits of this service in your Dryer Vent Safety Plan are booked.",
    );
    expect(used && planNote(used, true, true)).toBe(
      "This period's included visits of this service in your Dryer Vent Safety Plan are booked. This visit and its add-ons at your 15% member price (Dryer Vent Safety Plan).",
    );
    const other = planBenefit([plan()], "air_duct", today, () => 0);
    expect(other && planNote(other, false)).toBeNull();
    expect(other && planNote(other, false, true)).toBe("This visit at your 15% member price (Dryer Vent Safety Plan).");
  });
});

describe("priority days", () => {
  it("holds the next N days from non-members, nothing at 0", () => {
    expect(firstOpenDay(today, 0)).toBeNull();
    const first = firstOpenDay(today, 3);
    expect(first).toBe(addDays(today, 3));
    expect(openToEveryone(addDays(today, 2), first)).toBe(false);
    expect(openToEveryone(addDays(today, 3), first)).toBe(true);
    expect(openToEveryone(today, null)).toBe(true);
  });
});

describe("officePlanNote", () => {
  const benefit = {
    membershipId: "m1",
    planName: "Dryer Vent Safety Plan",
    periodKey: today,
    serviceType: "dryer_vent",
    includedCount: 1,
    included: true,
    discountBps: 1_500,
  };
  it("says in one line what the plan gives the visit the owner books", () => {
    expect(officePlanNote(benefit)).toBe(
      "Plan applied (Dryer Vent Safety Plan): this visit is included at $0; add-ons 15% off.",
    );
    expect(officePlanNote({ ...benefit, included: false })).toBe(
      "Plan applied (Dryer Vent Safety Plan): this period's included visit is already booked; this visit and add-ons at the 15% member price.",
    );
    expect(officePlanNote({ ...benefit, included: false, includedCount: 0, discountBps: 1_250 })).toBe(
      "Plan applied (Dryer Vent Safety Plan): this visit and add-ons at the 12.5% member price.",
    );
  });

  it("tells a changed plan decision from the one the form showed", () => {
    const shown = { included: true, discountBps: 1_500 };
    expect(sameOfficePlan(shown, benefit)).toBe(true);
    expect(sameOfficePlan(shown, { ...benefit, included: false })).toBe(false);
    expect(
      sameOfficePlan({ included: false, discountBps: 1_500 }, { ...benefit, discountBps: 1_000, included: false }),
    ).toBe(false);
    expect(sameOfficePlan(null, null)).toBe(true);
    expect(sameOfficePlan(null, benefit)).toBe(false);
    expect(sameOfficePlan(shown, null)).toBe(false);
    // A caller that says nothing of the plan is priced as before.
    expect(sameOfficePlan(undefined, benefit)).toBe(true);
  });
});

describe("memberQuoteLines", () => {
  const lines = [
    { id: "a", name: "Duct cleaning", quantity: 1, unitCents: 49_950, optional: false },
    { id: "b", name: "Filter", quantity: 2, unitCents: 2_905, optional: true },
  ];
  it("prices only the add-ons at the member price, per unit, and says so; no discount leaves them as quoted", () => {
    expect(memberQuoteLines(lines, 1_500)).toEqual([
      lines[0],
      { ...lines[1], name: `Filter${MEMBER_PRICE_SUFFIX}`, unitCents: memberPriceCents(2_905, 1_500) },
    ]);
    expect(memberPriceCents(2_905, 1_500)).toBe(2_469);
    expect(memberQuoteLines(lines, 0)).toEqual(lines);
  });
});

describe("memberExtra", () => {
  it("is the member price of the visit's discount, said in its name; without one, the list price", () => {
    const guard = { description: "Bird guard", unitCents: 4_999 };
    expect(memberExtra(guard, 1_500)).toEqual({ description: `Bird guard${MEMBER_PRICE_SUFFIX}`, unitCents: 4_249 });
    expect(memberExtra(guard, 0)).toEqual(guard);
  });
});
