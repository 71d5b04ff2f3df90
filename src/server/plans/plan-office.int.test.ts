// A member's booking taken on the phone (decision 0044 amended): the owner's booking
// gets what the member's own would, the included visit at $0, member add-on prices and the days the
// plan holds, and the page says so in one line the server wrote. Runs on PGlite and, with
// `node scripts/test-pg.mjs <this file>`, on PostgreSQL. Time is an input: `now` is read once.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeBookingLines } from "@/domain/booking/office-lines";
import { phoneBookingInputSchema } from "@/domain/booking/phone-booking-input";
import {
  INCLUDED_LABEL,
  MEMBER_PRICE_LABEL,
  MEMBER_PRICE_SUFFIX,
  memberPriceCents,
} from "@/domain/plans/plan-benefits";
import { addDays } from "@/domain/plans/plan-calendar";
import { addOnsOf, inputOf, tableOf } from "@/domain/pricing/price-book";
import { linesTotalCents } from "@/domain/pricing/price-lines";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import { bookByPhone } from "@/server/bookings/book-by-phone";
import { createBooking } from "@/server/bookings/create-booking";
import { openTimes, timesFor } from "@/server/bookings/open-times";
import { bookingAddOns, bookings, crewMembers, planVisits, servicePlans, user, visitExtras } from "@/server/db/schema";
import { REFUSALS } from "@/server/http/refusals";
import { changeVisitExtras } from "@/server/payments/change-visit-extras";
import { issueInvoice } from "@/server/payments/issue-invoice";
import { currentPriceBook, savePriceBook } from "@/server/pricing/price-book";
import { bookingForm } from "../../../tests/support/forms";
import {
  addMember as addActiveMember,
  addAdmin,
  addCustomer,
  bookingInput,
  okOrThrow,
} from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { officePlans } from "./member-benefits";

let t: TestDb;
const NOW = new Date();
const TODAY = localDay(NOW, BUSINESS_TIME_ZONE);
const CAPACITY = 4;
const PRIORITY_DAYS = 7;
const OWNER = { id: "owner", email: "admin@example.com", name: "Olivia Owner", role: "admin" };
const PLAN = "Dryer Vent Safety Plan";
let planId = "";

const addMember = (id: string) => addActiveMember(t.db, id, planId, TODAY);

/** The open days the phone form is offered, as the availability route reads them for `caller`. */
async function officeDays(
  caller: { id: string; role: string } | null,
  forCustomer: string | null,
  serviceType: "dryer_vent" | "air_duct" = "dryer_vent",
) {
  const job = bookingForm();
  const body = { serviceType, squareFeet: job.squareFeet, address: job.address, forCustomer };
  const open = await openTimes(t.db, timesFor(caller, body), body, { now: NOW });
  if (!open.ok) throw new Error(open.reason);
  return open.days;
}

/** The owner's request as the route parses it: `customer` picked, the owner's own lines. */
const phoneBooking = (customer: string, booking: Record<string, unknown>, lines: unknown[] = []) =>
  phoneBookingInputSchema.parse({
    customer: { kind: "existing", id: customer },
    booking: bookingForm({ serviceType: "dryer_vent", ...booking }),
    lines,
    override: null,
  });

beforeAll(async () => {
  t = await createTestDb();
  await staffAllAreas(t.db, CAPACITY);
  await addAdmin(t.db);
  await addCustomer(t.db, "nell", "Nell Nonmember");
  const [plan] = await t.db
    .insert(servicePlans)
    .values({
      name: PLAN,
      priceCents: 14_900,
      period: "yearly",
      includedVisits: { dryer_vent: 1 },
      discountBps: 1_500,
      terms: "One dryer vent cleaning a year, 15% off add-ons; cancel any time.",
      priority: true,
      priorityDays: PRIORITY_DAYS,
      createdBy: "owner",
    })
    .returning();
  planId = plan?.id ?? "";
});
afterAll(() => t.close());

describe("the owner's phone booking of a member", () => {
  it("offers the member's held days, prices the included visit at $0 and add-ons at the member price, as the page showed", async () => {
    await addMember("moe");
    const firstOpen = addDays(TODAY, PRIORITY_DAYS);
    // The owner asking for the member sees the held days; for nobody, or a stranger asking for
    // the member, the public answer.
    const memberDays = await officeDays(OWNER, "moe");
    const held = memberDays.filter((d) => d.date < firstOpen);
    expect(held.length).toBeGreaterThan(0);
    for (const [caller, whom] of [
      [OWNER, null],
      [OWNER, "nell"],
      [{ id: "nell", role: "customer" }, "moe"],
      [null, "moe"],
    ] as const) {
      const theirs = await officeDays(caller, whom);
      expect(theirs.every((d) => d.date >= firstOpen)).toBe(true);
    }
    // The member signed in on /book-service, asking again after changing the address (no series).
    expect((await officeDays({ id: "moe", role: "customer" }, null)).some((d) => d.date < firstOpen)).toBe(true);

    // The page's line and the price it reads out, from the server's benefit.
    const plans = await officePlans(t.db, "moe", NOW);
    expect(plans.dryer_vent?.note).toBe(`Plan applied (${PLAN}): this visit is included at $0; add-ons 15% off.`);
    expect(await officePlans(t.db, "nell", NOW)).toEqual({});
    const book = await currentPriceBook(t.db);
    const prices = { table: tableOf(book), addOns: addOnsOf(book) };
    // The included dryer vent visit on a held day, with a charge of the owner's after the plan's $0.
    const custom = [{ kind: "custom", name: "Bird guard", cents: 2_500 }];
    const request = phoneBooking(
      "moe",
      { appointmentDate: held[0]?.date, appointmentTime: held[0]?.starts[0] },
      custom,
    );
    const shown = officeBookingLines(request.booking, request.lines, prices, plans.dryer_vent?.benefit ?? null);
    if (!shown.ok) throw new Error(shown.reason);
    expect(linesTotalCents(shown.lines)).toBe(2_500);
    const booked = okOrThrow(await bookByPhone(t.db, OWNER, request, { now: NOW })).booking;
    expect(booked.appointmentDate < firstOpen).toBe(true);
    expect(booked.priceExact).toBe("25.00");
    expect(booked.discountLabel).toBe(`${INCLUDED_LABEL} (${PLAN})`);
    // The invoice bills what was read out: the service, the plan's line to $0, the owner's charge.
    const invoice = await t.db.transaction((tx) => issueInvoice(tx, booked, NOW));
    expect(invoice.totalCents).toBe(2_500);
    expect(invoice.lines.find((l) => l.kind === "discount")?.description).toBe(`${INCLUDED_LABEL} (${PLAN})`);
    const visits = await t.db
      .select()
      .from(planVisits)
      .where(and(eq(planVisits.bookingId, booked.id), eq(planVisits.included, true)));
    expect(visits).toHaveLength(1);

    // A duct cleaning (not included): the visit and its add-on at the member price, the owner's 10% off after it.
    expect(plans.air_duct?.note).toBe(`Plan applied (${PLAN}): this visit and add-ons at the 15% member price.`);
    const ductDay = (await officeDays(OWNER, "moe", "air_duct")).find(
      (d) => d.date < firstOpen && d.date !== held[0]?.date,
    );
    const duct = phoneBooking(
      "moe",
      {
        serviceType: "air_duct",
        appointmentDate: ductDay?.date,
        appointmentTime: ductDay?.starts[0],
        addOns: ["filter"],
      },
      [{ kind: "discount", percent: 10, reason: "Regular caller" }],
    );
    const ductShown = officeBookingLines(duct.booking, duct.lines, prices, plans.air_duct?.benefit ?? null);
    if (!ductShown.ok) throw new Error(ductShown.reason);
    const ducts = okOrThrow(await bookByPhone(t.db, OWNER, duct, { now: NOW })).booking;
    expect(Math.round(Number(ducts.priceExact) * 100)).toBe(linesTotalCents(ductShown.lines));
    const member = memberPriceCents(prices.addOns.filter.cents, 1_500);
    expect(member).toBeLessThan(prices.addOns.filter.cents);
    const [addOn] = await t.db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, ducts.id));
    expect(addOn?.unitCents).toBe(member);
    const table = officeBookingLines(duct.booking, duct.lines, prices);
    if (!table.ok) throw new Error(table.reason);
    expect(linesTotalCents(ductShown.lines)).toBeLessThan(linesTotalCents(table.lines));

    // The period's visit is taken: the next phone booking is at the member price, and the page says why.
    const again = await officePlans(t.db, "moe", NOW);
    expect(again.dryer_vent?.note).toBe(
      `Plan applied (${PLAN}): this period's included visit is already booked; this visit and add-ons at the 15% member price.`,
    );
    const next = phoneBooking("moe", { appointmentDate: held[0]?.date, appointmentTime: held[0]?.starts[1] });
    const nextShown = officeBookingLines(next.booking, [], prices, again.dryer_vent?.benefit ?? null);
    if (!nextShown.ok) throw new Error(nextShown.reason);
    const second = okOrThrow(await bookByPhone(t.db, OWNER, next, { now: NOW })).booking;
    const tableOnly = officeBookingLines(next.booking, [], prices);
    if (!tableOnly.ok) throw new Error(tableOnly.reason);
    expect(Math.round(Number(second.priceExact) * 100)).toBe(linesTotalCents(nextShown.lines));
    expect(Math.round(Number(second.priceExact) * 100)).toBe(memberPriceCents(linesTotalCents(tableOnly.lines), 1_500));
    expect(second.discountLabel).toBe(`${MEMBER_PRICE_LABEL} (${PLAN}, 15% off)`);
  });

  it("refuses, with the plan now, a booking whose included visit was used after the form was loaded", async () => {
    await addMember("rae");
    const book = await currentPriceBook(t.db);
    const prices = { table: tableOf(book), addOns: addOnsOf(book) };
    // The owner's page loads with the included visit: the form reads out $0.
    const loaded = (await officePlans(t.db, "rae", NOW)).dryer_vent;
    expect(loaded?.benefit.included).toBe(true);
    const expectedPlan = { included: true, discountBps: 1_500 };
    // Meanwhile the member books the included visit online.
    const open = await officeDays(OWNER, "rae");
    const [onlineAt, phoneAt] = [open[0], open[1]];
    const online = { appointmentDate: onlineAt?.date, appointmentTime: onlineAt?.starts[0] };
    okOrThrow(await createBooking(t.db, "rae", bookingInput(online), { now: NOW, limits: "off" }));
    // The owner books what the form showed: refused, nothing booked, and the plan as it is now.
    const when = { appointmentDate: phoneAt?.date, appointmentTime: phoneAt?.starts[0] };
    const request = { ...phoneBooking("rae", when), expectedPlan };
    const refused = await bookByPhone(t.db, OWNER, request, { now: NOW });
    expect(refused).toMatchObject({
      ok: false,
      reason: "office-plan-changed",
      plan: { benefit: { included: false, discountBps: 1_500 } },
    });
    expect(refused.ok ? "" : refused.plan?.note).toBe(
      `Plan applied (${PLAN}): this period's included visit is already booked; this visit and add-ons at the 15% member price.`,
    );
    expect(REFUSALS["office-plan-changed"].status).toBe(409);
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, "rae"))).toHaveLength(1);
    // Sent again with the plan the refusal gave (the same form, the same key): booked at the price now read out.
    const now = refused.ok ? null : (refused.plan?.benefit ?? null);
    const shown = officeBookingLines(request.booking, [], prices, now);
    if (!shown.ok) throw new Error(shown.reason);
    const again = { ...request, expectedPlan: { included: false, discountBps: 1_500 } };
    const booked = okOrThrow(await bookByPhone(t.db, OWNER, again, { now: NOW })).booking;
    expect(Math.round(Number(booked.priceExact) * 100)).toBe(linesTotalCents(shown.lines));
    expect(Number(booked.priceExact)).toBeGreaterThan(0);
  });

  it("gives the last included visit to one of two phone bookings sent at once; the other is refused, not priced", async () => {
    await addMember("ray");
    const open = await officeDays(OWNER, "ray");
    const expectedPlan = { included: true, discountBps: 1_500 };
    const results = await Promise.all(
      [0, 1].map((i) =>
        bookByPhone(
          t.db,
          OWNER,
          {
            ...phoneBooking("ray", { appointmentDate: open[2]?.date, appointmentTime: open[2]?.starts[i] }),
            expectedPlan,
          },
          { now: NOW },
        ),
      ),
    );
    const booked = results.filter((r) => r.ok);
    expect(booked).toHaveLength(1);
    expect(booked[0]?.ok && booked[0].booking.priceExact).toBe("0.00");
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, reason: "office-plan-changed" });
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, "ray"))).toHaveLength(1);
  });

  it("prices a non-member's phone booking as before", async () => {
    const book = await currentPriceBook(t.db);
    const prices = { table: tableOf(book), addOns: addOnsOf(book) };
    const later = (await officeDays(OWNER, "nell"))[0];
    const request = phoneBooking("nell", {
      serviceType: "air_duct",
      appointmentDate: later?.date,
      appointmentTime: later?.starts[0],
      addOns: ["filter"],
    });
    const table = officeBookingLines(request.booking, [], prices);
    if (!table.ok) throw new Error(table.reason);
    const booked = okOrThrow(await bookByPhone(t.db, OWNER, request, { now: NOW })).booking;
    expect(Math.round(Number(booked.priceExact) * 100)).toBe(linesTotalCents(table.lines));
    expect(await t.db.select().from(planVisits).where(eq(planVisits.bookingId, booked.id))).toHaveLength(0);
  });
});

describe("extras the crew adds on site", () => {
  it("are at the member price on a member's visit and at the list price on anyone else's", async () => {
    await addMember("eve");
    const extras = [{ name: "Bird guard", description: "A mesh guard on the vent's hood.", cents: 4_999 }];
    await savePriceBook(t.db, "owner", { ...inputOf(await currentPriceBook(t.db)), extras }, NOW);
    const [item] = (await currentPriceBook(t.db)).extras;
    const day = (await officeDays(OWNER, null))[1];
    const added: Record<string, { description: string; unitCents: number } | undefined> = {};
    for (const [who, at] of [
      ["eve", 0],
      ["nell", 1],
    ] as const) {
      const when = { appointmentDate: day?.date, appointmentTime: day?.starts[at] };
      const booking = okOrThrow(
        await createBooking(t.db, who, bookingInput(when), { now: NOW, limits: "off" }),
      ).booking;
      await t.db.update(bookings).set({ status: "in_progress" }).where(eq(bookings.id, booking.id));
      const tech = `tech-${who}`;
      await t.db.insert(user).values({ id: tech, name: "Theo Tech", email: `${tech}@example.com`, role: "technician" });
      await t.db.insert(crewMembers).values({ userId: tech, crewId: booking.crewId ?? "" });
      const add = { action: "add" as const, itemId: item?.id ?? "", quantity: 2, approvedByCustomer: true as const };
      okOrThrow(await changeVisitExtras(t.db, tech, booking.id, add, NOW));
      [added[who]] = await t.db.select().from(visitExtras).where(eq(visitExtras.bookingId, booking.id));
    }
    expect(added.eve).toMatchObject({
      description: `Bird guard${MEMBER_PRICE_SUFFIX}`,
      unitCents: memberPriceCents(4_999, 1_500),
    });
    expect(memberPriceCents(4_999, 1_500)).toBeLessThan(4_999);
    expect(added.nell).toMatchObject({ description: "Bird guard", unitCents: 4_999 });
  });
});
