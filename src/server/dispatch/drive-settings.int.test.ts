// The owner's drive figures and a crew's own start (decision 0043): what crewFree and the open
// times read instead of the constants, every change kept with who and when; and the board's route
// refused with its sentence when a customer could no longer be told in time.
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getServiceArea } from "@/domain/areas/service-areas";
import { DEFAULT_DRIVE_SETTINGS } from "@/domain/geo/drive-settings";
import { crewActionSchema } from "@/domain/scheduling/crew-input";
import { appointmentStart, windowDates } from "@/domain/scheduling/schedule";
import { availability } from "@/server/bookings/availability";
import { changeCrews } from "@/server/crews/change-crews";
import { applyCrewRoute } from "@/server/crews/crew-route";
import { bookings, crews, settingsChanges } from "@/server/db/schema";
import { REFUSALS } from "@/server/http/refusals";
import { addAdmin, addBooking, addCustomer } from "../../../tests/support/records";
import { staffArea } from "../../../tests/support/staff";
import { testDbPerFile } from "../../../tests/support/test-db";
import { isWorkingWeekday } from "../../../tests/support/working-days";
import { boardRoute } from "./board-route";
import { loadDriveSettings, saveDriveSettings } from "./drive-settings";

const t = testDbPerFile();
const NOW = new Date();
const ZONE = "America/Los_Angeles";
// A weekday a few days ahead: every job in it is more than 24 hours away.
const DAY = windowDates(NOW, ZONE).filter(isWorkingWeekday)[3] as string;
const OPTIONS = { now: NOW };
const SAN_JOSE = { lat: 37.3476, lng: -121.887 }; // ZIP 95112's centre
const area = getServiceArea("bay-area");
if (!area) throw new Error("no bay area");

let crewIds: string[] = [];

/** The starts offered on DAY for an hour's job in San Jose. */
async function sanJoseStarts(): Promise<string[]> {
  const days = await availability(t.db, area as NonNullable<typeof area>, 60, { ...OPTIONS, at: SAN_JOSE });
  return days.find((d) => d.date === DAY)?.starts ?? [];
}

async function startEveryCrewAt(address: string, zip: string) {
  for (const id of crewIds) {
    const r = await changeCrews(t.db, "owner", { action: "start", id, address, zip }, OPTIONS);
    if (!r.ok) throw new Error(r.reason);
  }
}

beforeAll(async () => {
  await addAdmin(t.db);
  await addCustomer(t.db, "cara", "Cara");
  crewIds = await staffArea(t.db, "bay-area", 2);
});

describe("a crew's own start address", () => {
  it("is placed by its ZIP and counts for the day's first job; empty is the business's address again", async () => {
    await startEveryCrewAt("1 Market St, San Jose", "95112");
    const [row] = await t.db
      .select()
      .from(crews)
      .where(eq(crews.id, crewIds[0] as string));
    expect(row).toMatchObject({ startAddress: "1 Market St, San Jose, 95112", startZip: "95112" });
    expect(row?.startLatitude).toBeCloseTo(SAN_JOSE.lat, 3);
    // Starting in San Jose, a San Jose job can be the day's first at 08:00.
    expect(await sanJoseStarts()).toContain("08:00");

    // From San Francisco it is over two hours away: 08:00 and 09:00 are gone.
    await startEveryCrewAt("1 Market St, San Francisco", "94102");
    const fromSf = await sanJoseStarts();
    expect(fromSf.length).toBeGreaterThan(0);
    expect(fromSf).not.toContain("08:00");
    expect(fromSf).not.toContain("09:00");
  });

  it("refuses a ZIP it cannot place, and half an address", async () => {
    const id = crewIds[0] as string;
    expect(
      await changeCrews(t.db, "owner", { action: "start", id, address: "1 Main St", zip: "58102" }, OPTIONS),
    ).toEqual({ ok: false, reason: "start-not-placed" });
    const [row] = await t.db.select().from(crews).where(eq(crews.id, id));
    expect(row?.startZip).toBe("94102");
    // Half an address (a street without a ZIP) never reaches the crew: the form's schema refuses it.
    expect(crewActionSchema.safeParse({ action: "start", id, address: "1 Main St", zip: "" }).success).toBe(false);
  });
});

describe("the owner's drive figures", () => {
  it("are read by the open times: a slower average speed gives fewer of them, later", async () => {
    const atDefault = await sanJoseStarts();
    const save = await saveDriveSettings(t.db, "owner", { ...DEFAULT_DRIVE_SETTINGS, speedKmh: 20 }, NOW);
    expect(save.changed).toEqual(["speedKmh"]);
    const slow = await sanJoseStarts();
    expect(slow.length).toBeLessThan(atDefault.length);
    expect(slow[0] && atDefault[0] && slow[0] > atDefault[0]).toBe(true);
    // Every start offered at 20 km/h was offered at 40 too: slower only takes times away.
    for (const s of slow) expect(atDefault).toContain(s);
  });

  it("keep every change with who and when, and a save that changes nothing records nothing", async () => {
    const later = new Date(NOW.getTime() + 60_000);
    await saveDriveSettings(t.db, "owner", { ...DEFAULT_DRIVE_SETTINGS, speedKmh: 20, minimumMinutes: 15 }, later);
    await saveDriveSettings(t.db, "owner", { ...DEFAULT_DRIVE_SETTINGS, speedKmh: 20, minimumMinutes: 15 }, later);
    const rows = await t.db
      .select()
      .from(settingsChanges)
      .where(like(settingsChanges.setting, "drive.%"))
      .orderBy(settingsChanges.changedAt);
    expect(rows.map((r) => [r.setting, r.shown, r.changedBy, r.changedAt.getTime()])).toEqual([
      ["drive.speedKmh", "20", "owner", NOW.getTime()],
      ["drive.minimumMinutes", "15", "owner", later.getTime()],
    ]);
    expect(await loadDriveSettings(t.db)).toEqual({ ...DEFAULT_DRIVE_SETTINGS, speedKmh: 20, minimumMinutes: 15 });
    await saveDriveSettings(t.db, "owner", DEFAULT_DRIVE_SETTINGS, later);
  });
});

describe("the board's route", () => {
  it("is refused with its sentence when a customer whose time changes is under 24 hours away", async () => {
    await startEveryCrewAt("", "");
    const crewId = crewIds[0] as string;
    const at = (time: string, address: string, city: string, zipCode: string) =>
      addBooking(t.db, {
        appointmentDate: DAY,
        appointmentTime: time,
        durationMinutes: 60,
        crewId,
        address,
        city,
        state: "CA",
        zipCode,
      });
    // A zigzag across the bay: Oakland, Daly City, Berkeley.
    await at("09:00", "1 Broadway, Oakland, CA 94612", "Oakland", "94612");
    await at("11:00", "1 Mission St, Daly City, CA 94014", "Daly City", "94014");
    await at("14:00", "2180 Milvia St, Berkeley, CA 94704", "Berkeley", "94704");
    const before = await t.db.select().from(bookings).where(eq(bookings.crewId, crewId));

    const shown = await boardRoute(t.db, crewId, DAY, OPTIONS);
    if (!shown.ok) throw new Error(shown.reason);
    expect(shown.route.km).toBeLessThan(shown.route.nowKm);
    expect(shown.route.driveMinutes).toBeLessThan(shown.route.nowDriveMinutes);
    expect(shown.route.stops.map((s) => s.customerName)).toEqual(["Cara", "Cara", "Cara"]);
    expect(shown.route.applicable).toBe(true);

    const late = new Date(appointmentStart(DAY, "09:00", ZONE).getTime() - 12 * 3_600_000);
    const refused = await boardRoute(t.db, crewId, DAY, { ...OPTIONS, now: late });
    expect(refused.ok && refused.route).toMatchObject({
      applicable: false,
      refusal: REFUSALS["route-too-late"].message,
    });
    expect(await applyCrewRoute(t.db, crewId, DAY, { ...OPTIONS, now: late, ownerId: "owner" })).toEqual({
      ok: false,
      reason: "route-too-late",
    });
    const after = await t.db.select().from(bookings).where(eq(bookings.crewId, crewId));
    expect(after.map((b) => [b.id, b.appointmentTime]).sort()).toEqual(
      before.map((b) => [b.id, b.appointmentTime]).sort(),
    );
  });
});
