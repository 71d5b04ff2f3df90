// A member's quote (decision 0044 amended): its add-ons are at the member price fixed
// when it is sent, which the page shows, approving it charges and the invoice bills; the owner's
// own lines are the quote's price. Runs on PGlite and, with `node scripts/test-pg.mjs <this
// file>`, on PostgreSQL. Time is an input: `now` is read once and every day built from it.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dollarsToCents } from "@/domain/payments/invoice";
import { MEMBER_PRICE_SUFFIX, memberPriceCents, memberQuoteOptions } from "@/domain/plans/plan-benefits";
import { addDays } from "@/domain/plans/plan-calendar";
import { quoteApprovalSchema, quoteDraftSchema } from "@/domain/quotes/quote-input";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import { openTimes } from "@/server/bookings/open-times";
import { memberships, servicePlans, user } from "@/server/db/schema";
import { issueInvoice } from "@/server/payments/issue-invoice";
import { approveQuote } from "@/server/quotes/approve-quote";
import { createQuote } from "@/server/quotes/create-quote";
import { quoteById } from "@/server/quotes/read-quote";
import { sendQuote } from "@/server/quotes/send-quote";
import { BERKELEY } from "../../../tests/support/forms";
import { addMember as addActiveMember, addCustomer, okOrThrow } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";

let t: TestDb;
const NOW = new Date();
const TODAY = localDay(NOW, BUSINESS_TIME_ZONE);
const CAPACITY = 4;
const OWNER = { id: "olivia", email: "olivia@example.com", name: "Olivia", role: "admin" };
const SETTINGS = { now: NOW };
/** The open starts of a standard job in Berkeley, one per approval. */
let starts: { appointmentDate: string; appointmentTime: string }[] = [];

const addMember = (id: string, planId: string) => addActiveMember(t.db, id, planId, TODAY);

const line = (name: string, unitCents: number, patch: Record<string, unknown> = {}) => ({
  name,
  quantity: 1,
  unitCents,
  ...patch,
});

/** One option: the owner's duct cleaning, and two add-ons (odd cents, two filters). */
async function sentQuote(customerId: string) {
  const draft = quoteDraftSchema.parse({
    customerId,
    serviceType: "air_duct",
    address: BERKELEY,
    phone: "(510) 555-0142",
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1500,
    options: [
      {
        label: "Good",
        lines: [
          line("Duct cleaning", 49_950),
          line("Filter", 2_905, { optional: true, quantity: 2 }),
          line("UV light", 34_900, { optional: true }),
        ],
      },
    ],
    note: "",
    expiresOn: addDays(TODAY, 7),
  });
  const { quote } = okOrThrow(await createQuote(t.db, OWNER, draft, { now: NOW }));
  okOrThrow(await sendQuote(t.db, OWNER, quote.id, { now: NOW }));
  const view = await quoteById(t.db, quote.id, NOW);
  if (!view) throw new Error("quote vanished");
  return view;
}

async function approveAll(view: NonNullable<Awaited<ReturnType<typeof quoteById>>>) {
  const option = view.options[0];
  if (!option) throw new Error("no option");
  const at = starts.shift();
  if (!at) throw new Error("no open start left");
  const approval = quoteApprovalSchema.parse({
    optionId: option.id,
    addOnLineIds: option.lines.filter((l) => l.optional).map((l) => l.id),
    ...at,
    idempotencyKey: randomUUID(),
  });
  return okOrThrow(await approveQuote(t.db, view.quote.token, approval, SETTINGS)).booking;
}

let planId = "";
beforeAll(async () => {
  t = await createTestDb();
  await staffAllAreas(t.db, CAPACITY);
  await t.db.insert(user).values({ ...OWNER, emailVerified: true });
  const [plan] = await t.db
    .insert(servicePlans)
    .values({
      name: "Duct Care Plan",
      priceCents: 14_900,
      period: "yearly",
      includedVisits: { dryer_vent: 1 },
      discountBps: 1_500,
      terms: "15% off add-ons; cancel any time.",
      createdBy: OWNER.id,
    })
    .returning();
  planId = plan?.id ?? "";
  const open = await openTimes(
    t.db,
    null,
    { serviceType: "air_duct", squareFeet: 1500, address: BERKELEY },
    { now: NOW },
  );
  if (!open.ok) throw new Error(open.reason);
  starts = open.days.flatMap((d) => d.starts.map((s) => ({ appointmentDate: d.date, appointmentTime: s })));
});
afterAll(() => t.close());

describe("a member's quote", () => {
  it("fixes the member price of its add-ons at sending; approving charges it, the invoice bills it, a pause after does not change it", async () => {
    const membershipId = await addMember("quinn", planId);
    const view = await sentQuote("quinn");
    expect(view.quote.memberDiscountBps).toBe(1_500);
    const filter = memberPriceCents(2_905, 1_500);
    const uv = memberPriceCents(34_900, 1_500);
    // What the page shows: the owner's line as quoted, each add-on at the member price.
    const [shown] = memberQuoteOptions(view.options, view.quote.memberDiscountBps);
    expect(shown?.lines.map((l) => [l.name, l.unitCents])).toEqual([
      ["Duct cleaning", 49_950],
      [`Filter${MEMBER_PRICE_SUFFIX}`, filter],
      [`UV light${MEMBER_PRICE_SUFFIX}`, uv],
    ]);
    // The plan pauses after the quote was sent: its price is the one sent, not changed under the customer.
    await t.db.update(memberships).set({ status: "paused" }).where(eq(memberships.id, membershipId));
    const booking = await approveAll(view);
    const expected = 49_950 + 2 * filter + uv;
    expect(expected).toBeLessThan(49_950 + 2 * 2_905 + 34_900);
    expect(dollarsToCents(booking.priceExact)).toBe(expected);
    const invoice = await t.db.transaction((tx) => issueInvoice(tx, booking, NOW));
    expect(invoice.subtotalCents).toBe(expected);
    expect(invoice.lines.map((l) => [l.description, l.unitCents])).toEqual([
      ["Duct cleaning", 49_950],
      [`Filter${MEMBER_PRICE_SUFFIX}`, filter],
      [`UV light${MEMBER_PRICE_SUFFIX}`, uv],
    ]);
  });

  it("leaves a non-member's quote at the owner's prices", async () => {
    await addCustomer(t.db, "nora", "Nora Nonmember");
    const view = await sentQuote("nora");
    expect(view.quote.memberDiscountBps).toBe(0);
    const booking = await approveAll(view);
    expect(dollarsToCents(booking.priceExact)).toBe(49_950 + 2 * 2_905 + 34_900);
  });
});
