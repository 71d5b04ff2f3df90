// A member's booking (decision 0044): the included visit at $0 once per period, also when
// bookings race for it, given back by a cancel; the member price on add-ons; the confirmation and
// the invoice say so; the priority days are members' only, in the open times and at booking. Time
// is an input: `now` is the real clock read once, every day is built from it.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INCLUDED_LABEL, MEMBER_PRICE_LABEL, memberPriceCents, withPlanLines } from "@/domain/plans/plan-benefits";
import { addDays } from "@/domain/plans/plan-calendar";
import { addOnsOf, tableOf } from "@/domain/pricing/price-book";
import { bookingLines, linesTotalCents } from "@/domain/pricing/price-lines";
import { priceQuote } from "@/domain/pricing/pricing";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { openTimes } from "@/server/bookings/open-times";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { invoices, memberships, planVisits, servicePlans } from "@/server/db/schema";
import { currentPriceBook } from "@/server/pricing/price-book";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import {
  addMember as addActiveMember,
  addAdmin,
  addCustomer,
  bookingInput,
  okOrThrow,
  outboxOf,
} from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { memberBenefit } from "./member-benefits";

let t: TestDb;
const NOW = new Date();
const TODAY = localDay(NOW, BUSINESS_TIME_ZONE);
const CAPACITY = 4;
const OPTIONS = { now: NOW, limits: "off" as const };
/** Days ahead the owner keeps for members: any 7 days hold working days, so members see more. */
const PRIORITY_DAYS = 7;
let planId = "";
/** Open days (with their starts) the form is offered, by who asks. */
let days: { date: string; starts: string[] }[] = [];

async function openDays(who: string | null, serviceType: "dryer_vent" | "air_duct" = "dryer_vent") {
  const job = bookingInput({ serviceType });
  const open = await openTimes(
    t.db,
    who,
    { serviceType: job.serviceType, squareFeet: job.squareFeet, address: job.address },
    { now: NOW },
  );
  if (!open.ok) throw new Error(open.reason);
  return open.days;
}

/** A member with the first year paid, from today. */
const addMember = (id: string) => addActiveMember(t.db, id, planId, TODAY);

/** The i-th open start of the member's window (each booking its own time, no two alike). */
const slot = (i: number) => {
  const flat = days.flatMap((d) => d.starts.map((s) => ({ appointmentDate: d.date, appointmentTime: s })));
  const at = flat[i];
  if (!at) throw new Error(`no open start #${i}`);
  return at;
};

beforeAll(async () => {
  t = await createTestDb();
  await staffAllAreas(t.db, CAPACITY);
  await addAdmin(t.db);
  await addCustomer(t.db, "nell", "Nell Nonmember");
  const [plan] = await t.db
    .insert(servicePlans)
    .values({
      name: "Dryer Vent Safety Plan",
      priceCents: 14_900,
      period: "yearly",
      includedVisits: { dryer_vent: 1 },
      discountBps: 1_500,
      terms: "One dryer vent cleaning a year; cancel any time.",
      priority: true,
      priorityDays: PRIORITY_DAYS,
      createdBy: "owner",
    })
    .returning();
  planId = plan?.id ?? "";
  await addMember("mia");
  days = await openDays("mia");
});
afterAll(() => t.close());

describe("priority times", () => {
  it("never offers a non-member the days kept for members, and refuses booking one", async () => {
    const firstOpen = addDays(TODAY, PRIORITY_DAYS);
    const held = days.filter((d) => d.date < firstOpen);
    expect(held.length).toBeGreaterThan(0);
    for (const who of ["nell", null]) {
      const theirs = await openDays(who);
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.every((d) => d.date >= firstOpen)).toBe(true);
      expect(theirs).toEqual(days.filter((d) => d.date >= firstOpen));
    }
    const early = { appointmentDate: held[0]?.date, appointmentTime: held[0]?.starts[0] };
    expect(await createBooking(t.db, "nell", bookingInput(early), OPTIONS)).toEqual({
      ok: false,
      reason: "member-time",
    });
    // A later day is open to everyone, priced as always.
    const later = days.find((d) => d.date >= firstOpen);
    const ok = okOrThrow(
      await createBooking(
        t.db,
        "nell",
        bookingInput({ appointmentDate: later?.date, appointmentTime: later?.starts.at(-1) }),
        OPTIONS,
      ),
    );
    expect(Number(ok.booking.priceExact)).toBeGreaterThan(0);
    // Nor is a held day reached by moving that visit onto it; a member moves onto it freely.
    expect(await rescheduleBooking(t.db, "nell", ok.booking.id, slot(0), OPTIONS)).toEqual({
      ok: false,
      reason: "member-time",
    });
    await addMember("max");
    const later2 = { appointmentDate: later?.date, appointmentTime: later?.starts[0] };
    const maxs = okOrThrow(await createBooking(t.db, "max", bookingInput(later2), OPTIONS));
    const moved = okOrThrow(await rescheduleBooking(t.db, "max", maxs.booking.id, slot(1), OPTIONS));
    expect(moved.booking.appointmentDate).toBe(slot(1).appointmentDate);
  });
});

/**
 * The /book-service page's lines for a signed-in customer, as the page computes them (no offer):
 * the table's service line with the plan's lines, and the table price in cents.
 */
async function pageLines(customer: string, serviceType: "dryer_vent" | "air_duct") {
  const book = await currentPriceBook(t.db);
  const job = bookingInput({ serviceType });
  const tablePrice = priceQuote(serviceType, job, tableOf(book), book.label).exact;
  const table = bookingLines({ serviceType, tablePrice, adjustment: null, addOns: [], addOnTable: addOnsOf(book) });
  return {
    lines: withPlanLines(table, await memberBenefit(t.db, customer, serviceType, NOW)),
    tableCents: tablePrice * 100,
  };
}

describe("the member price on a service the plan does not include (decision 0044, amended)", () => {
  it("charges the member price the page showed, says so in the email, and the invoice bills it to the cent", async () => {
    await addMember("sam");
    // The last open start of the window for a duct cleaning: no other test books that late.
    const last = (await openDays("sam", "air_duct")).at(-1);
    const when = { appointmentDate: last?.date, appointmentTime: last?.starts.at(-1) };
    const shown = await pageLines("sam", "air_duct");
    const off = shown.tableCents - memberPriceCents(shown.tableCents, 1_500);
    expect(off).toBeGreaterThan(0);
    expect(shown.lines.map((l) => [l.kind, l.label])).toEqual([
      ["service", expect.any(String)],
      ["plan", `${MEMBER_PRICE_LABEL} (Dryer Vent Safety Plan, 15% off)`],
    ]);
    // A page that showed the full price (before this rule) is refused with the member price, never charged silently.
    const stale = await createBooking(
      t.db,
      "sam",
      bookingInput({ serviceType: "air_duct", ...when, shownCents: shown.tableCents }),
      OPTIONS,
    );
    expect(stale).toMatchObject({ ok: false, reason: "price-changed", priceCents: shown.tableCents - off });
    const booked = okOrThrow(
      await createBooking(
        t.db,
        "sam",
        bookingInput({ serviceType: "air_duct", ...when, shownCents: linesTotalCents(shown.lines) }),
        OPTIONS,
      ),
    ).booking;
    expect(Math.round(Number(booked.priceExact) * 100)).toBe(shown.tableCents - off);
    expect(booked.discountLabel).toBe(`${MEMBER_PRICE_LABEL} (Dryer Vent Safety Plan, 15% off)`);
    const [confirmation] = await outboxOf(t.db, { bookingId: booked.id, kind: "booking-confirmation" });
    if (!confirmation) throw new Error("no confirmation");
    expect((await parseOutboxMail(confirmation)).text).toContain(
      `${MEMBER_PRICE_LABEL} (Dryer Vent Safety Plan, 15% off): -$`,
    );
    // A non-member's page and booking of the same service: the table price.
    expect(linesTotalCents((await pageLines("nell", "air_duct")).lines)).toBe(shown.tableCents);

    const at = new Date(`${booked.appointmentDate}T20:00:00Z`);
    for (const to of ["confirmed", "in_progress", "completed"])
      okOrThrow(await changeBookingStatus(t.db, "owner", booked.id, to, at));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, booked.id));
    expect(invoice?.lines.find((l) => l.kind === "service")?.amountCents).toBe(shown.tableCents);
    expect(invoice?.lines.find((l) => l.kind === "discount")).toMatchObject({
      description: `${MEMBER_PRICE_LABEL} (Dryer Vent Safety Plan, 15% off)`,
      amountCents: -off,
    });
    expect(invoice?.subtotalCents).toBe(shown.tableCents - off);
  });
});

describe("the included visit", () => {
  it("books it at $0 once a period, says so in the email and the invoice, and a cancel gives it back", async () => {
    const first = okOrThrow(await createBooking(t.db, "mia", bookingInput(slot(0)), OPTIONS)).booking;
    expect(first.priceExact).toBe("0.00");
    expect(first.discountLabel).toBe(`${INCLUDED_LABEL} (Dryer Vent Safety Plan)`);
    const [confirmation] = await outboxOf(t.db, { bookingId: first.id, kind: "booking-confirmation" });
    if (!confirmation) throw new Error("no confirmation");
    const mail = await parseOutboxMail(confirmation);
    expect(mail.text).toContain(`${INCLUDED_LABEL} (Dryer Vent Safety Plan): -$`);
    expect(mail.text).toContain("Total: $0");

    // The period's one visit is taken: the next is at the member price, as the page showed it.
    const shown = await pageLines("mia", "dryer_vent");
    const second = okOrThrow(
      await createBooking(t.db, "mia", bookingInput({ ...slot(1), shownCents: linesTotalCents(shown.lines) }), OPTIONS),
    ).booking;
    expect(Math.round(Number(second.priceExact) * 100)).toBe(memberPriceCents(shown.tableCents, 1_500));
    expect(second.discountLabel).toBe(`${MEMBER_PRICE_LABEL} (Dryer Vent Safety Plan, 15% off)`);

    // Cancelled within the grace hour: the visit is the member's again.
    okOrThrow(await cancelBooking(t.db, "mia", first.id, new Date(NOW.getTime() + 10 * 60_000)));
    const third = okOrThrow(await createBooking(t.db, "mia", bookingInput(slot(2)), OPTIONS)).booking;
    expect(third.priceExact).toBe("0.00");

    // The invoice of the finished visit: the service at its price, the plan's line, $0 due.
    const at = new Date(`${third.appointmentDate}T20:00:00Z`);
    for (const to of ["confirmed", "in_progress", "completed"])
      okOrThrow(await changeBookingStatus(t.db, "owner", third.id, to, at));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, third.id));
    expect(invoice?.totalCents).toBe(0);
    const service = invoice?.lines.find((l) => l.kind === "service")?.amountCents ?? 0;
    expect(service).toBeGreaterThan(0);
    expect(invoice?.lines.find((l) => l.kind === "discount")).toMatchObject({
      description: `${INCLUDED_LABEL} (Dryer Vent Safety Plan)`,
      amountCents: -service,
    });
  });

  it("gives the period's last visit to one of several bookings sent at once; the others are refused or priced", async () => {
    const membershipId = await addMember("ola");
    const results = await Promise.all(
      [3, 4, 5, 6].map((i) => createBooking(t.db, "ola", bookingInput(slot(i)), OPTIONS)),
    );
    const free = results.filter((r) => r.ok && r.booking.priceExact === "0.00");
    expect(free).toHaveLength(1);
    for (const r of results) {
      if (r.ok) continue;
      // The loser of the race is told, never charged another price than its page showed.
      expect(r.reason).toBe("plan-visit-used");
    }
    const counted = await t.db
      .select()
      .from(planVisits)
      .where(and(eq(planVisits.membershipId, membershipId), eq(planVisits.included, true)));
    expect(counted).toHaveLength(1);
  });

  it("gives nothing once the plan is paused, nor to a non-member", async () => {
    const membershipId = await addMember("pat");
    await t.db.update(memberships).set({ status: "paused" }).where(eq(memberships.id, membershipId));
    // Paused, the member has no priority either: a day open to everyone.
    const later = days.find((d) => d.date >= addDays(TODAY, PRIORITY_DAYS));
    const when = { appointmentDate: later?.date, appointmentTime: later?.starts[0] };
    const paused = okOrThrow(await createBooking(t.db, "pat", bookingInput(when), OPTIONS)).booking;
    expect(Number(paused.priceExact)).toBeGreaterThan(0);
    expect(await t.db.select().from(planVisits).where(eq(planVisits.membershipId, membershipId))).toHaveLength(0);
  });
});
