import { afterAll, beforeAll, expect, it } from "vitest";
import { availabilityActionSchema } from "@/domain/scheduling/availability-input";
import { changeAvailability } from "@/server/admin/change-availability";
import { addAdmin } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { areaOpening, forgetAreaOpenings } from "./area-opening";

// The next opening the city and state pages show is the booking window's first
// day with an open start, and it follows the owner's closures and the clock.
let t: TestDb;
// Friday 2026-11-27 10:00 Central: the window starts Saturday, and no crew works weekends.
const NOW = new Date("2026-11-27T16:00:00Z");
const options = { now: NOW };

beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 2);
  await addAdmin(t.db, "owner", "Owner", "owner@example.com");
});
afterAll(() => t.close());

it("is the first weekday a crew works, says the crews' days, and follows a closure at once", async () => {
  expect(await areaOpening(t.db, ["dallas"], options)).toEqual({
    date: "2026-11-30",
    label: "Mon, Nov 30",
    hours: "Mon–Fri, 8am–6pm",
  });
  await changeAvailability(
    t.db,
    "owner",
    availabilityActionSchema.parse({ action: "add-closure", area: "dallas", date: "2026-11-30", reason: "Training" }),
    options,
  );
  // Remembered for a while in this process, forgotten by the owner's change (the route does this).
  expect((await areaOpening(t.db, ["dallas"], options))?.date).toBe("2026-11-30");
  forgetAreaOpenings();
  expect((await areaOpening(t.db, ["dallas"], options))?.date).toBe("2026-12-01");
  // Another area is not touched; a state takes its earliest area.
  expect((await areaOpening(t.db, ["houston"], options))?.date).toBe("2026-11-30");
  expect((await areaOpening(t.db, ["dallas", "houston"], options))?.date).toBe("2026-11-30");
});

it("moves with the clock", async () => {
  // A hundred days later (a Sunday): the Monday after.
  const later = { ...options, now: new Date(NOW.getTime() + 100 * 86_400_000) };
  expect((await areaOpening(t.db, ["houston"], later))?.label).toBe("Mon, Mar 8");
});
