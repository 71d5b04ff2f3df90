// The dispatch routes and the crew's start (decisions 0037, 0043) given what a browser (or anyone
// with the owner's session) can send: an impossible date, a line break, an address too long, a
// figure out of range. Each is a 400 with a sentence, never a 500, and nothing is stored. Runs on
// PGlite and, with `node scripts/test-pg.mjs tests/int/dispatch-bad-input.int.test.ts`, on PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookingDays, crews, driveSettings, scheduleClosures, user } from "@/server/db/schema";
import { staffArea } from "../support/staff";
import { createTestDb, type TestDb } from "../support/test-db";

const state = vi.hoisted(() => ({ t: undefined as import("../support/test-db").TestDb | undefined }));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/session", () => ({
  getSessionUser: async () => ({ id: "owner", role: "admin", email: "owner@example.com", name: "Olivia Owner" }),
}));

const crewRoute = await import("@/app/api/admin/dispatch/crew-route/route");
const boardMove = await import("@/app/api/admin/dispatch/move/route");
const openTimes = await import("@/app/api/admin/dispatch/open-times/route");
const drive = await import("@/app/api/admin/dispatch/drive-settings/route");
const crewsRoute = await import("@/app/api/admin/crews/route");

const ORIGIN = "http://localhost:3000";
const BOOKING = "00000000-0000-4000-8000-00000000b001";
let t: TestDb;
let crewId = "";

beforeAll(async () => {
  t = await createTestDb();
  state.t = t;
  [crewId = ""] = await staffArea(t.db, "bay-area", 2);
  await t.db.insert(user).values({ id: "owner", name: "Olivia Owner", email: "owner@example.com", role: "admin" });
});
afterAll(() => t.close());

async function post(handler: (r: Request) => Promise<Response>, path: string, body: unknown) {
  const res = await handler(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(body),
    }),
  );
  return { status: res.status, body: (await res.json()) as { error?: string; fieldErrors?: Record<string, string[]> } };
}

// Well formed, but no such day: the date columns would throw (a 500) if the route passed them on.
const NO_SUCH_DAYS = ["2027-02-30", "2027-13-01", "2027-00-10"];

describe("an impossible date", () => {
  it("is a 400 with a sentence on the route's suggestion and its apply, and locks no day", async () => {
    for (const date of NO_SUCH_DAYS)
      for (const apply of [false, true]) {
        const res = await post(crewRoute.POST, "/api/admin/dispatch/crew-route", { crewId, date, apply });
        expect(res.status, `${date} apply ${apply}: ${res.body.error}`).toBe(400);
        expect(res.body.fieldErrors?.date?.[0]).toMatch(/date/i);
      }
    expect(await t.db.select().from(bookingDays)).toEqual([]);
  });

  it("is a 4xx on the board's move and Move… menu", async () => {
    for (const date of NO_SUCH_DAYS) {
      const moved = await post(boardMove.POST, "/api/admin/dispatch/move", {
        bookingId: BOOKING,
        crewId,
        appointmentDate: date,
        appointmentTime: "10:00",
      });
      expect(moved.status, moved.body.error).toBeGreaterThanOrEqual(400);
      expect(moved.status).toBeLessThan(500);
      const open = await post(openTimes.POST, "/api/admin/dispatch/open-times", { bookingId: BOOKING, crewId, date });
      expect(open.status, open.body.error).toBeGreaterThanOrEqual(400);
      expect(open.status).toBeLessThan(500);
    }
  });

  it("is a 400 with a sentence for a crew's time off, and no closure is kept", async () => {
    for (const date of NO_SUCH_DAYS) {
      const res = await post(crewsRoute.POST, "/api/admin/crews", { action: "off", id: crewId, date, reason: "Sick" });
      expect(res.status, res.body.error).toBe(400);
      expect(res.body.fieldErrors?.date?.[0]).toBe("Choose a date.");
    }
    expect(await t.db.select().from(scheduleClosures)).toEqual([]);
  });
});

describe("a crew's start address", () => {
  const start = (address: string, zip: string) =>
    post(crewsRoute.POST, "/api/admin/crews", { action: "start", id: crewId, address, zip });

  it("refuses a line break, an address too long, a bad ZIP and one no table places, with a sentence", async () => {
    const cases: [string, string, RegExp][] = [
      ["1 Market St\nSan Jose", "95112", /one line/],
      ["1 Market St\r\nSan Jose", "95112", /one line|characters/],
      [`${"9".repeat(195)} Market St, San Jose`, "95112", /under 200 characters/],
      ["1 Market St, San Jose", "9511", /five digits/],
      ["1 Market St, San Jose", "", /ZIP/],
      ["1 Market St, San Jose", "00000", /ZIP/],
    ];
    for (const [address, zip, sentence] of cases) {
      const res = await start(address, zip);
      expect(res.status, `${JSON.stringify(address)} ${zip}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error).toMatch(sentence);
    }
    const [row] = await t.db.select().from(crews).where(eq(crews.id, crewId));
    expect(row?.startAddress).toBeNull();
  });
});

describe("the drive settings", () => {
  const save = (patch: Record<string, unknown>) =>
    post(drive.POST, "/api/admin/dispatch/drive-settings", {
      speedKmh: "40",
      minimumMinutes: "15",
      roadFactor: "1.3",
      tileUrl: "",
      ...patch,
    });

  it("refuse a figure out of range, not a number, or a tile address that is not one, field by field", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ speedKmh: "5" }, "speedKmh", /at least 10/],
      [{ speedKmh: "1e9" }, "speedKmh", /at most 100/],
      [{ speedKmh: "fast" }, "speedKmh", /number/],
      [{ minimumMinutes: "121" }, "minimumMinutes", /at most 120/],
      [{ minimumMinutes: "7.5" }, "minimumMinutes", /whole number/],
      [{ roadFactor: "3" }, "roadFactor", /at most 2/],
      [{ roadFactor: "Infinity" }, "roadFactor", /as a number/],
      [{ tileUrl: "http://tiles.example.com/{z}/{x}/{y}.png" }, "tileUrl", /https/],
      [{ tileUrl: `https://tiles.example.com/${"a".repeat(300)}/{z}/{x}/{y}` }, "tileUrl", /300 characters/],
      [{ tileUrl: "https://tiles.example.com/{z}\n/{x}/{y}" }, "tileUrl", /characters|one line/],
    ];
    for (const [patch, field, sentence] of cases) {
      const res = await save(patch);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.fieldErrors?.[field]?.[0] ?? res.body.error, JSON.stringify(patch)).toMatch(sentence);
    }
    expect(await t.db.select().from(driveSettings)).toEqual([]);
  });
});
