// A lead who books becomes a customer. The booking, made by the lead's email or
// phone, links the lead, marks it booked, takes it off "New leads to call", and is its answer in
// speed to lead unless the owner answered it first.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { site } from "@/content/site";
import { leadsToCallQuery } from "@/server/admin/owner-day";
import { createBooking } from "@/server/bookings/create-booking";
import { pricingLeads } from "@/server/db/schema";
import { measureLeadWaits } from "@/server/insights/lead-waits";
import { addCustomer, bookingInput, leadInput, okOrThrow } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { createLead } from "./create-lead";
import { updateLead } from "./update-lead";

let t: TestDb;
// Tuesday 2026-11-24 10:00 Pacific; the visits are a week later.
const NOW = new Date("2026-11-24T18:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const BOOK = { limits: "off" as const };
// A lead's row is stamped by the database clock; the requests here are at the test's own times.
const stampedAt = (id: string, at: Date) =>
  t.db.update(pricingLeads).set({ createdAt: at }).where(eq(pricingLeads.id, id));
const leadOf = async (id: string) => (await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, id)))[0];

beforeAll(async () => {
  t = await createTestDb();
  await staffAllAreas(t.db, 2);
  await addCustomer(t.db, "bea", "Bea Booker");
  await addCustomer(t.db, "cal", "Cal Caller");
});
afterAll(() => t.close());

it("a booking by the lead's email or phone links its open leads, marks them booked and answers them", async () => {
  const byEmail = await createLead(t.db, leadInput({ email: "BEA@example.com", phone: "(650) 555-0101" }), {
    now: NOW,
  });
  const byPhone = await createLead(t.db, leadInput({ email: "other@example.com", phone: "415.555.0188" }), {
    now: later(5),
  });
  const stranger = await createLead(t.db, leadInput({ email: "zed@example.com", phone: "(650) 555-0199" }), {
    now: later(6),
  });
  for (const [lead, at] of [
    [byEmail, NOW],
    [byPhone, later(5)],
    [stranger, later(6)],
  ] as const)
    await stampedAt(lead.id, at);
  const toCall = async () => (await leadsToCallQuery(t.db)).map((l) => l.id);
  expect(await toCall()).toEqual(expect.arrayContaining([byEmail.id, byPhone.id, stranger.id]));

  const booked = okOrThrow(
    await createBooking(
      t.db,
      "bea",
      bookingInput({ phone: "(415) 555-0188", appointmentDate: "2026-12-01", appointmentTime: "09:00" }),
      { ...BOOK, now: later(120) },
    ),
  );
  for (const id of [byEmail.id, byPhone.id]) {
    expect(await leadOf(id)).toMatchObject({
      status: "booked",
      bookingId: booked.booking.id,
      firstStatusChangeAt: later(120),
    });
  }
  expect(await leadOf(stranger.id)).toMatchObject({ status: "new", bookingId: null });
  expect(await toCall()).not.toContain(byEmail.id);
  expect(await toCall()).not.toContain(byPhone.id);
  expect(await toCall()).toContain(stranger.id);

  // Speed to lead: the booking two hours (of business time) after the lead is its answer.
  await measureLeadWaits(t.db, site.timeZone);
  expect((await leadOf(byEmail.id))?.answerMinutes).toBe(120);
  expect((await leadOf(stranger.id))?.answerMinutes).toBeNull();
});

it("the owner's earlier answer stays the answer; a lost lead is not reopened by a booking", async () => {
  const called = await createLead(t.db, leadInput({ email: "cal@example.com", phone: "(510) 555-0177" }), { now: NOW });
  const lost = await createLead(
    t.db,
    leadInput({ email: "cal@example.com", phone: "(510) 555-0177", address: "9 Elm St" }),
    {
      now: later(1),
    },
  );
  okOrThrow(await updateLead(t.db, called.id, { status: "contacted", notes: "" }, later(30)));
  okOrThrow(await updateLead(t.db, lost.id, { status: "lost", notes: "" }, later(40)));
  const booked = okOrThrow(
    await createBooking(
      t.db,
      "cal",
      bookingInput({ phone: "(510) 555-0177", appointmentDate: "2026-12-01", appointmentTime: "13:00" }),
      { ...BOOK, now: later(240) },
    ),
  );
  expect(await leadOf(called.id)).toMatchObject({
    status: "booked",
    bookingId: booked.booking.id,
    firstStatusChangeAt: later(30),
  });
  expect(await leadOf(lost.id)).toMatchObject({ status: "lost", bookingId: null });
});
