// The owner's areas (docs/decisions/0034): a closed metro or ZIP offers no times and refuses a
// booking at once; the price and the lead still work and the waitlist takes the visitor; reopening
// sells again; every change is a row with who and when.
import { afterAll, beforeAll, expect, it } from "vitest";
import { cities, cityPath } from "@/content/lookups";
import { gonePaths } from "@/domain/geo/areas";
import { availabilityForAddress } from "@/server/bookings/availability";
import { createBooking } from "@/server/bookings/create-booking";
import { areaChanges } from "@/server/db/schema";
import { gonePages } from "@/server/http/gone-pages";
import { createLead } from "@/server/leads/create-lead";
import { joinWaitlist } from "@/server/waitlist/join-waitlist";
import { BERKELEY } from "../../../tests/support/forms";
import { addAdmin, addCustomer, bookingInput, leadInput } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { readAreaSettings, recentAreaChanges } from "./area-settings";
import { changeArea } from "./change-area";
import { LIVE_AREAS_TTL_MS, refreshLiveAreas } from "./live-areas";

let t: TestDb;
// The clock is an input: every instant is built from the time the test runs.
const NOW = new Date();
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const SF = { street: "1 Market St", unit: "", city: "San Francisco", state: "CA", zip: "94105" };
const JOB = { serviceType: "dryer_vent" as const, squareFeet: 1500 };

beforeAll(async () => {
  t = await createTestDb();
  await staffAllAreas(t.db, 4);
  await addCustomer(t.db, "rita", "Rita");
  await addAdmin(t.db);
});
afterAll(() => t.close());

async function firstOpenTime(address: typeof BERKELEY, now: Date) {
  const open = await availabilityForAddress(t.db, { ...JOB, address }, { now });
  if (!open.ok) throw new Error(`expected times at ${address.zip}, got ${open.reason}`);
  const day = open.days[0];
  if (!day?.starts[0]) throw new Error("no open day in the window");
  return { appointmentDate: day.date, appointmentTime: day.starts[0] };
}

const book = (address: typeof BERKELEY, slot: { appointmentDate: string; appointmentTime: string }, now: Date) =>
  createBooking(t.db, "rita", bookingInput({ address, ...slot }), { now, limits: "off" });

it("sells every metro before the owner changes anything", async () => {
  expect((await readAreaSettings(t.db)).size).toBe(0);
  await firstOpenTime(BERKELEY, NOW);
  await firstOpenTime(SF, NOW);
});

it("a closed metro offers no times, refuses a booking, keeps the lead and takes the waitlist", async () => {
  const slot = await firstOpenTime(BERKELEY, NOW);
  await changeArea(t.db, "owner", { area: "bay-area", open: false, keepPages: true, closedZips: [] }, later(1));

  const open = await availabilityForAddress(t.db, { ...JOB, address: BERKELEY }, { now: later(2) });
  expect(open).toMatchObject({ ok: false, reason: "not-staffed", area: { id: "bay-area" } });
  expect(await book(BERKELEY, slot, later(2))).toEqual({ ok: false, reason: "area-closed" });

  const lead = await createLead(t.db, leadInput(), { now: later(2) });
  expect(lead.id).toBeTruthy();
  expect(
    await joinWaitlist(t.db, { email: "wait@example.com", zip: "94704", serviceType: "air_duct" }, later(2)),
  ).toEqual({ ok: true, areaName: "SF Bay Area" });
  // Its pages stay: nothing is taken down while the owner keeps them.
  expect(gonePaths(await readAreaSettings(t.db)).size).toBe(0);
});

it("a ZIP closed inside an open metro refuses only that ZIP", async () => {
  await changeArea(t.db, "owner", { area: "bay-area", open: true, keepPages: true, closedZips: ["94704"] }, later(3));
  const open = await availabilityForAddress(t.db, { ...JOB, address: BERKELEY }, { now: later(4) });
  expect(open).toMatchObject({ ok: false, reason: "not-staffed" });
  const sfSlot = await firstOpenTime(SF, later(4));
  expect(await book(SF, sfSlot, later(4))).toMatchObject({ ok: true });
  expect(await book(BERKELEY, sfSlot, later(4))).toEqual({ ok: false, reason: "area-closed" });
});

it("a closed metro whose pages go takes its city pages down; reopening sells and brings them back", async () => {
  const chicago = cities.find((c) => c.slug === "chicago");
  if (!chicago) throw new Error("no chicago");
  await changeArea(t.db, "owner", { area: "chicago", open: false, keepPages: false, closedZips: [] }, later(5));
  expect(gonePaths(await readAreaSettings(t.db)).has(cityPath(chicago))).toBe(true);

  await changeArea(t.db, "owner", { area: "bay-area", open: true, keepPages: true, closedZips: [] }, later(6));
  await changeArea(t.db, "owner", { area: "chicago", open: true, keepPages: false, closedZips: [] }, later(7));
  expect(gonePaths(await readAreaSettings(t.db)).size).toBe(0);
  const slot = await firstOpenTime(BERKELEY, later(8));
  expect(await book(BERKELEY, slot, later(8))).toMatchObject({ ok: true });
});

it("records every change with who and when, newest first", async () => {
  const changes = await recentAreaChanges(t.db);
  expect(changes.map((c) => [c.area, c.open, c.keepPages, c.closedZips])).toEqual([
    ["chicago", true, false, []],
    ["bay-area", true, true, []],
    ["chicago", false, false, []],
    ["bay-area", true, true, ["94704"]],
    ["bay-area", false, true, []],
  ]);
  expect(new Set(changes.map((c) => c.changedBy))).toEqual(new Set(["Olivia Owner"]));
  expect(changes.map((c) => c.changedAt)).toEqual([7, 6, 5, 3, 1].map((m) => later(m).toISOString()));
});

it("another server's change reaches this one's proxy list within the TTL, read by a moved clock", async () => {
  const chicago = cities.find((c) => c.slug === "chicago");
  if (!chicago) throw new Error("no chicago");
  const at = later(20);
  await refreshLiveAreas(t.db, at, { force: true });
  expect(gonePages().has(cityPath(chicago))).toBe(false);
  // Saved on another server: a row, and nothing told this process.
  const values = { serviceArea: "chicago", open: false, keepPages: false, closedZips: [] };
  await t.db.insert(areaChanges).values({ ...values, changedBy: "owner", changedAt: at });
  await refreshLiveAreas(t.db, new Date(at.getTime() + 1_000));
  expect(gonePages().has(cityPath(chicago))).toBe(false);
  await refreshLiveAreas(t.db, new Date(at.getTime() + LIVE_AREAS_TTL_MS));
  expect(gonePages().has(cityPath(chicago))).toBe(true);
  // Reopened the same way: gone from the list one TTL later.
  await t.db.insert(areaChanges).values({ ...values, open: true, changedBy: "owner", changedAt: at });
  await refreshLiveAreas(t.db, new Date(at.getTime() + 2 * LIVE_AREAS_TTL_MS));
  expect(gonePages().size).toBe(0);
});
