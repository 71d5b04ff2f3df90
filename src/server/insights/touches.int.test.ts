import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTouch, type Touch } from "@/domain/analytics/attribution";
import { createBooking } from "@/server/bookings/create-booking";
import { bookings, pricingLeads, visitorTouches } from "@/server/db/schema";
import { createLead } from "@/server/leads/create-lead";
import { updateLead } from "@/server/leads/update-lead";
import { bing, direct, fall } from "../../../tests/support/insights-dataset";
import { addCustomer, bookingInput, leadInput, okOrThrow } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { recordVisitorTouch, touchesForRequest, touchesOfVisitor } from "./touches";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 2);
});
afterAll(() => t.close());

describe("first and last source on a lead and a booking", () => {
  it("keeps the first landing, moves the last only for a new source, and stamps both on the lead and booking", async () => {
    const t0 = new Date("2026-11-16T17:00:00Z");
    await recordVisitorTouch(t.db, "v-fall", { touch: fall, priceSeen: false }, t0);
    // A direct visit later and the same campaign on another page change nothing.
    await recordVisitorTouch(t.db, "v-fall", { touch: direct, priceSeen: true }, new Date("2026-11-17T17:00:00Z"));
    await recordVisitorTouch(
      t.db,
      "v-fall",
      { touch: { ...fall, landingPath: "/faq" }, priceSeen: false },
      new Date("2026-11-17T18:00:00Z"),
    );
    // A step inside the site repeats the landing's referrer without the campaign: no new source.
    const step = parseTouch({ pageUrl: "https://clearvent.example/faq", referrer: "https://www.google.com/" }) as Touch;
    expect(step.source).toBe("google");
    await recordVisitorTouch(t.db, "v-fall", { touch: step, priceSeen: false }, new Date("2026-11-17T18:05:00Z"));
    expect(await touchesOfVisitor(t.db, "v-fall")).toEqual({ first: fall, last: fall });
    await recordVisitorTouch(t.db, "v-fall", { touch: bing, priceSeen: false }, new Date("2026-11-18T17:00:00Z"));
    const [row] = await t.db.select().from(visitorTouches).where(eq(visitorTouches.visitorId, "v-fall"));
    expect(row).toMatchObject({ firstTouch: fall, lastTouch: bing, firstAt: t0 });
    expect(row?.priceSeenAt).toEqual(new Date("2026-11-17T17:00:00Z"));

    const touches = await touchesForRequest(t.db, new Headers(), "v-fall");
    const lead = await createLead(t.db, leadInput(), {
      visitorId: "v-fall",
      touches,
      now: new Date("2026-11-18T18:00:00Z"),
    });
    const [stored] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, lead.id));
    expect(stored?.firstTouch).toEqual(fall);
    expect(stored?.lastTouch).toEqual(bing);
    expect(stored?.serviceArea).toBe("bay-area");

    await addCustomer(t.db, "cust-fall", "Ana");
    const booking = okOrThrow(
      await createBooking(t.db, "cust-fall", bookingInput(), {
        now: new Date("2026-11-20T18:00:00Z"),
        limits: "off",
        visitorId: "v-fall",
        touches,
      }),
    ).booking;
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(b?.firstTouch).toEqual(fall);
    expect(b?.lastTouch).toEqual(bing);
  });

  it("credits a request from a visitor not yet reported to the page it came from", async () => {
    const headers = new Headers({ referer: "http://localhost:3000/ca/oakland?utm_source=Newsletter&utm_medium=email" });
    const touches = await touchesForRequest(t.db, headers, "v-unknown");
    expect(touches.first).toMatchObject({ source: "newsletter", medium: "email", landingPath: "/ca/oakland" });
    expect(await touchesForRequest(t.db, new Headers({ referer: "http://localhost:3000/book-service" }), null)).toEqual(
      {
        first: null,
        last: null,
      },
    );
  });

  it("records the owner's first status change once (speed to lead)", async () => {
    const lead = await createLead(t.db, leadInput({ email: "speed@example.com" }), {
      now: new Date("2026-11-18T18:00:00Z"),
    });
    const first = new Date("2026-11-18T19:00:00Z");
    await updateLead(t.db, lead.id, { status: "new" }, new Date("2026-11-18T18:30:00Z"));
    await updateLead(t.db, lead.id, { status: "contacted" }, first);
    await updateLead(t.db, lead.id, { status: "lost" }, new Date("2026-11-19T19:00:00Z"));
    const [row] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, lead.id));
    expect(row?.firstStatusChangeAt).toEqual(first);
  });
});
