// Recurring service that recurs: a completed visit proposes the next one by
// email PROPOSAL_LEAD_DAYS before its interval date, once; the link books it at 10% off inside the
// series' longer window; a reschedule keeps the series on its visit; the owner ends or keeps the
// series on cancel; the customer changes or ends it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { createBooking } from "@/server/bookings/create-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { recurringSchedules } from "@/server/db/schema";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { addAdmin, addCustomer, bookingInput, outboxOf } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { changeSeries } from "./change-series";
import { proposeNextVisits } from "./propose-next-visits";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 2);
  await addCustomer(t.db, "rita", "Rita Repeat");
  await addCustomer(t.db, "otto", "Otto Other");
  await addAdmin(t.db);
});
afterAll(() => t.close());

// Tuesday 2026-11-24 10:00 Pacific.
const NOW = new Date("2026-11-24T18:00:00Z");
const at = (iso: string) => new Date(`${iso}T18:00:00Z`);
const OPTIONS = { limits: "off" as const };

// A series every six months unless the case says otherwise.
const input = (appointmentDate: string, patch: Record<string, unknown> = {}) =>
  bookingInput({ appointmentDate, isRecurring: true, recurringIntervalMonths: 6, ...patch });

async function complete(bookingId: string, now: Date) {
  for (const to of ["confirmed", "in_progress", "completed"]) {
    const r = await changeBookingStatus(t.db, "owner", bookingId, to, now);
    if (!r.ok) throw new Error(r.reason);
  }
}

const seriesRow = async (id: string) =>
  (await t.db.select().from(recurringSchedules).where(eq(recurringSchedules.id, id)))[0];

describe("a recurring series", () => {
  it("proposes the next visit once, 45 days ahead, from the rescheduled date; the link books it at 10% off", async () => {
    const first = await createBooking(t.db, "rita", input("2026-12-01"), { now: NOW, ...OPTIONS });
    if (!first.ok) throw new Error(first.reason);
    const seriesId = first.booking.seriesId;
    if (!seriesId) throw new Error("no series");
    expect(await seriesRow(seriesId)).toMatchObject({ currentBookingId: first.booking.id, intervalMonths: 6 });

    // Moved a week later: the series follows the visit.
    const moved = await rescheduleBooking(
      t.db,
      "rita",
      first.booking.id,
      { appointmentDate: "2026-12-08", appointmentTime: "09:00" },
      { now: NOW, ...OPTIONS },
    );
    expect(moved.ok).toBe(true);
    await complete(first.booking.id, at("2026-12-08"));
    expect(await seriesRow(seriesId)).toMatchObject({ nextScheduledDate: "2027-06-08", isActive: true });

    // Nothing before the proposal day, one email on it, none on a second sweep (two servers alike).
    expect(await proposeNextVisits(t.db, at("2027-04-23"))).toBe(0);
    expect(await proposeNextVisits(t.db, at("2027-04-24"))).toBe(1);
    expect(await proposeNextVisits(t.db, at("2027-04-24"))).toBe(0);
    const [row] = await outboxOf(t.db, { kind: "recurring-next-visit" });
    if (!row) throw new Error("no proposal");
    const mail = await parseOutboxMail(row);
    expect(mail.subject).toBe("Time for your next Dryer Vent Cleaning: Tuesday, June 8, 2027");
    expect(mail.text).toContain("you pay $134 instead of $149 (10% off)");
    const link = new URL(/http\S+\/book-service\?\S+/.exec(mail.text ?? "")?.[0] ?? "");
    expect(link.searchParams.get("series")).toBe(seriesId);
    expect(link.searchParams.get("date")).toBe("2027-06-08");

    // 45 days ahead: outside everyone's 30-day window, inside the series' 60 days.
    const stranger = await createBooking(t.db, "otto", input("2027-06-08", { isRecurring: false }), {
      now: at("2027-04-24"),
      ...OPTIONS,
    });
    expect(stranger).toEqual({ ok: false, reason: "slot-unavailable" });
    const notMine = await createBooking(t.db, "otto", input("2027-06-08", { seriesId }), {
      now: at("2027-04-24"),
      ...OPTIONS,
    });
    expect(notMine).toEqual({ ok: false, reason: "series-not-found" });
    const next = await createBooking(t.db, "rita", input("2027-06-08", { seriesId, isRecurring: false }), {
      now: at("2027-04-24"),
      ...OPTIONS,
    });
    if (!next.ok) throw new Error(next.reason);
    expect(next.booking).toMatchObject({
      priceExact: "134.00",
      discountKind: "recurring",
      discountAmount: 15,
      seriesId,
      isRecurring: true,
      recurringIntervalMonths: 6,
    });
    expect(await seriesRow(seriesId)).toMatchObject({
      currentBookingId: next.booking.id,
      nextScheduledDate: "2027-12-08",
    });
    // The confirmation states the discount the server applied.
    const [confirmation] = await outboxOf(t.db, { bookingId: next.booking.id, kind: "booking-confirmation" });
    if (!confirmation) throw new Error("no confirmation");
    expect((await parseOutboxMail(confirmation)).text).toContain(
      "Price $134 includes: Recurring customer: 10% off ($15 off today's price).",
    );
  });

  it("an owner's cancel keeps the series or ends it, as chosen", async () => {
    const kept = await createBooking(t.db, "rita", input("2026-12-02"), { now: NOW, ...OPTIONS });
    const ended = await createBooking(t.db, "rita", input("2026-12-03"), { now: NOW, ...OPTIONS });
    if (!kept.ok || !ended.ok) throw new Error("not booked");
    await changeBookingStatus(t.db, "owner", kept.booking.id, "cancelled", NOW, { endSeries: false });
    await changeBookingStatus(t.db, "owner", ended.booking.id, "cancelled", NOW, { endSeries: true });
    expect(await seriesRow(kept.booking.seriesId ?? "")).toMatchObject({
      isActive: true,
      nextScheduledDate: "2027-06-02",
    });
    expect(await seriesRow(ended.booking.seriesId ?? "")).toMatchObject({ isActive: false });
    // An ended series proposes nothing, and its link no longer books.
    const again = await createBooking(
      t.db,
      "rita",
      input("2026-12-10", { seriesId: ended.booking.seriesId, isRecurring: false }),
      { now: NOW, ...OPTIONS },
    );
    expect(again).toEqual({ ok: false, reason: "series-not-found" });
  });

  it("the customer changes the interval or ends their own series, nobody else's", async () => {
    const b = await createBooking(t.db, "rita", input("2026-12-04"), { now: NOW, ...OPTIONS });
    if (!b.ok || !b.booking.seriesId) throw new Error("not booked");
    const id = b.booking.seriesId;
    expect(await changeSeries(t.db, "otto", id, { action: "end" }, NOW)).toEqual({
      ok: false,
      reason: "series-not-found",
    });
    const changed = await changeSeries(t.db, "rita", id, { action: "interval", intervalMonths: 12 }, NOW);
    expect(changed).toMatchObject({ ok: true, series: { intervalMonths: 12, nextScheduledDate: "2027-12-04" } });
    expect(await changeSeries(t.db, "rita", id, { action: "end" }, NOW)).toMatchObject({
      ok: true,
      series: { isActive: false },
    });
    expect(await changeSeries(t.db, "rita", id, { action: "end" }, NOW)).toEqual({
      ok: false,
      reason: "series-not-active",
    });
  });
});

// Time is an input: the series is stamped with the clock the booking use case was given, not the
// database's, so moving the clock moves its timestamps too. Years from the machine's clock, so a
// stamp from the database's now() cannot pass for it.
it("stamps a new series and its next visit with the booking's now", async () => {
  const started = at("2031-03-04");
  const first = await createBooking(t.db, "rita", input("2031-03-11"), { now: started, ...OPTIONS });
  if (!first.ok) throw new Error(first.reason);
  const seriesId = first.booking.seriesId;
  if (!seriesId) throw new Error("no series");
  expect(await seriesRow(seriesId)).toMatchObject({ createdAt: started, updatedAt: started });

  await complete(first.booking.id, at("2031-03-11"));
  const carried = at("2031-08-20");
  const next = await createBooking(t.db, "rita", input("2031-09-11", { seriesId, isRecurring: false }), {
    now: carried,
    ...OPTIONS,
  });
  if (!next.ok) throw new Error(next.reason);
  expect(await seriesRow(seriesId)).toMatchObject({ currentBookingId: next.booking.id, updatedAt: carried });
});
