// The open times the booking form asks for again after the address is edited: a series' next
// visit keeps the series' 60-day window, and says so; everyone else sees the public 30 days.
import { afterAll, beforeAll, expect, it } from "vitest";
import { RECURRING_WINDOW_DAYS } from "@/domain/booking/recurring";
import { BOOKING_WINDOW_DAYS } from "@/domain/scheduling/schedule";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { addAdmin, addCustomer, bookingInput, okOrThrow } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { bookingFromLink } from "./booking-link";
import { createBooking } from "./create-booking";
import { openTimes } from "./open-times";

let t: TestDb;
let seriesId = "";
// Tuesday 2026-11-24 10:00 Pacific; the series' first visit is on 2026-12-01.
const NOW = new Date("2026-11-24T18:00:00Z");
// Six weeks before the next visit's interval date (2027-06-01), when its proposal goes out.
const LATER = new Date("2027-04-20T17:00:00Z");
const first = bookingInput({ appointmentDate: "2026-12-01", isRecurring: true, recurringIntervalMonths: 6 });
const job = { serviceType: first.serviceType, squareFeet: first.squareFeet, address: first.address };
const daysAhead = (date: string) => Math.round((Date.parse(`${date}T12:00:00Z`) - LATER.getTime()) / 86_400_000);

beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 4);
  for (const id of ["rita", "mallory"]) await addCustomer(t.db, id, id);
  await addAdmin(t.db);
  const booked = okOrThrow(await createBooking(t.db, "rita", first, { now: NOW, limits: "off" }));
  seriesId = booked.booking.seriesId ?? "";
  for (const to of ["confirmed", "in_progress", "completed"]) {
    okOrThrow(await changeBookingStatus(t.db, "owner", booked.booking.id, to, new Date("2026-12-01T20:00:00Z")));
  }
});
afterAll(() => t.close());

it("gives the series' customer its 60-day window for the series' address, and says how long it is", async () => {
  const open = await openTimes(t.db, "rita", { ...job, seriesId }, { now: LATER });
  if (!open.ok) throw new Error(open.reason);
  expect(open.windowDays).toBe(RECURRING_WINDOW_DAYS);
  expect(Math.max(...open.days.map((d) => daysAhead(d.date)))).toBeGreaterThan(BOOKING_WINDOW_DAYS);
});

it("gives the public 30 days without the series, to another customer, or at another address", async () => {
  const elsewhere = { ...job.address, street: "9 Elm St" };
  for (const [who, input] of [
    ["rita", job],
    ["mallory", { ...job, seriesId }],
    [null, { ...job, seriesId }],
    ["rita", { ...job, address: elsewhere, seriesId }],
  ] as const) {
    const open = await openTimes(t.db, who, input, { now: LATER });
    if (!open.ok) throw new Error(open.reason);
    expect(open.windowDays).toBe(BOOKING_WINDOW_DAYS);
    expect(Math.max(...open.days.map((d) => daysAhead(d.date)))).toBeLessThanOrEqual(BOOKING_WINDOW_DAYS);
  }
});

it("the series' link opens the form with the series' terms and window (the current visit's date is no test)", async () => {
  const linked = await bookingFromLink(t.db, "rita", { series: seriesId }, { now: LATER });
  expect(linked?.terms.windowDays).toBe(RECURRING_WINDOW_DAYS);
  expect(linked?.note).toContain(`up to ${RECURRING_WINDOW_DAYS} days ahead`);
  expect(await bookingFromLink(t.db, "mallory", { series: seriesId }, { now: LATER })).toBeNull();
});
