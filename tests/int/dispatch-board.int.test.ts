// The dispatch board's routes (decision 0037) called as the owner's browser calls them: a drop is
// the owner's move or reassignment with their rules, sentences and emails, never a rule of its own.
// Each refusal is asked of the board's route and of the owner's existing route with the same
// target: the same status and sentence, and nothing stored or queued. Runs on PGlite and, with
// `node scripts/test-pg.mjs tests/int/dispatch-board.int.test.ts`, on PostgreSQL.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { crewActionSchema } from "@/domain/scheduling/crew-input";
import { weekdayOf, windowDates } from "@/domain/scheduling/schedule";
import { bookingMoves, bookings, crews, outboxMessages, profiles, user } from "@/server/db/schema";
import { warmEmailRenderer } from "../support/cold-import";
import { bookingInput, okOrThrow } from "../support/records";
import { staffArea } from "../support/staff";
import { createTestDb, type TestDb } from "../support/test-db";
import { isWorkingWeekday } from "../support/working-days";

const state = vi.hoisted(() => ({
  t: undefined as import("../support/test-db").TestDb | undefined,
  who: null as { id: string; role: string } | null,
}));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/session", () => ({
  getSessionUser: async () =>
    state.who ? { ...state.who, email: `${state.who.id}@example.com`, name: state.who.id } : null,
}));

const boardMove = await import("@/app/api/admin/dispatch/move/route");
const openTimes = await import("@/app/api/admin/dispatch/open-times/route");
const ownerMove = await import("@/app/api/admin/bookings/[id]/move/route");
const ownerCrew = await import("@/app/api/admin/bookings/[id]/crew/route");
const { createBooking } = await import("@/server/bookings/create-booking");
const { changeCrews } = await import("@/server/crews/change-crews");
const { weekBoard } = await import("@/server/dispatch/week-board");

const ORIGIN = "http://localhost:3000";
const OWNER = { id: "owner", role: "admin" };
const TECH = { id: "tech-x", role: "technician" };
const ZONE = "America/Los_Angeles";
let t: TestDb;
let crewIds: string[] = [];
// Working weekdays of the booking window (no default holiday), from the real clock (the routes
// read it too).
let days: string[] = [];

warmEmailRenderer();
beforeAll(async () => {
  t = await createTestDb();
  state.t = t;
  crewIds = await staffArea(t.db, "bay-area", 2);
  await t.db.insert(user).values({ id: "owner", name: "Olivia Owner", email: "owner@example.com", role: "admin" });
  for (const id of ["cara", "otto", "pia"]) {
    await t.db.insert(user).values({ id, name: id, email: `${id}@example.com`, emailVerified: true });
    await t.db.insert(profiles).values({ userId: id, fullName: id });
  }
  days = windowDates(new Date(), ZONE).filter(isWorkingWeekday);
});
afterAll(() => t.close());

async function post(
  handler: (r: Request, c: { params: Promise<{ id: string }> }) => Promise<Response>,
  path: string,
  body: unknown,
  who: { id: string; role: string } | null = OWNER,
  id = "",
) {
  state.who = who;
  const res = await handler(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function book(who: string, date: string, time: string) {
  const made = await createBooking(t.db, who, bookingInput({ appointmentDate: date, appointmentTime: time }), {
    now: new Date(),
    limits: "off",
  });
  return okOrThrow(made).booking;
}
const row = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const mails = (id: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.bookingId, id), eq(outboxMessages.kind, "booking-rescheduled")));
const day = (i: number) => {
  const d = days[i];
  if (!d) throw new Error("the window has too few weekdays");
  return d;
};

describe("moves on the board", () => {
  it("a drop on another crew and day is the owner's move: new crew, new day, the customer's email", async () => {
    const job = await book("cara", day(0), "09:00");
    const other = crewIds.find((c) => c !== job.crewId) ?? "";
    const res = await post(boardMove.POST, "/api/admin/dispatch/move", {
      bookingId: job.id,
      crewId: other,
      appointmentDate: day(1),
      appointmentTime: "10:00",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const moved = await row(job.id);
    expect(moved).toMatchObject({ crewId: other, appointmentDate: day(1), appointmentTime: "10:00" });
    expect(moved?.sequence).toBe(job.sequence + 1);
    expect(await mails(job.id)).toHaveLength(1);
    const kept = await t.db.select().from(bookingMoves).where(eq(bookingMoves.bookingId, job.id));
    expect(kept).toMatchObject([{ fromDate: day(0), toDate: day(1), movedBy: "owner", changedBy: "owner" }]);
  });

  it("the Move… menu offers a crew's free starts only, and the drop there succeeds", async () => {
    const busy = await book("otto", day(2), "13:00");
    const mine = await book("pia", day(3), "09:00");
    const res = await post(openTimes.POST, "/api/admin/dispatch/open-times", {
      bookingId: mine.id,
      crewId: busy.crewId,
      date: day(2),
    });
    expect(res.status).toBe(200);
    const starts = res.body.starts as string[];
    expect(starts).not.toContain("13:00");
    expect(starts).toContain("14:00");
    const dropped = await post(boardMove.POST, "/api/admin/dispatch/move", {
      bookingId: mine.id,
      crewId: busy.crewId,
      appointmentDate: day(2),
      appointmentTime: "14:00",
    });
    expect(dropped.status).toBe(200);
    expect(await row(mine.id)).toMatchObject({
      crewId: busy.crewId,
      appointmentDate: day(2),
      appointmentTime: "14:00",
    });
  });

  it("refuses what the owner's move refuses, with the same sentence, and changes nothing", async () => {
    const job = await book("cara", day(4), "09:00");
    // Both crews busy at 13:00 that day: a full start.
    await book("otto", day(5), "13:00");
    await book("pia", day(5), "13:00");
    const saturday = windowDates(new Date(), ZONE).find((d) => weekdayOf(d) === 6) ?? "";
    const targets = [
      { appointmentDate: day(5), appointmentTime: "13:00" },
      { appointmentDate: saturday, appointmentTime: "10:00" },
      { appointmentDate: day(5), appointmentTime: "12:00" },
    ];
    for (const to of targets) {
      const owner = await post(ownerMove.POST, `/api/admin/bookings/${job.id}/move`, to, OWNER, job.id);
      const board = await post(boardMove.POST, "/api/admin/dispatch/move", {
        bookingId: job.id,
        crewId: crewIds[0],
        ...to,
      });
      expect(owner.status, JSON.stringify(to)).toBeGreaterThanOrEqual(400);
      expect(board).toEqual(owner);
    }
    expect(await row(job.id)).toMatchObject({ appointmentDate: day(4), appointmentTime: "09:00", crewId: job.crewId });
    expect(await mails(job.id)).toHaveLength(0);
  });

  it("a crew change respects staffing and the crew's other jobs, as the owner's reassignment does", async () => {
    const job = await book("cara", day(6), "09:00");
    const blocker = await book("otto", day(6), "09:00");
    const empty = okOrThrow(
      await changeCrews(
        t.db,
        "owner",
        crewActionSchema.parse({ action: "create", name: "Nobody yet", area: "bay-area", weekdays: "0111110" }),
        { now: new Date() },
      ),
    ).crew;
    for (const crewId of [blocker.crewId, empty.id]) {
      const owner = await post(ownerCrew.POST, `/api/admin/bookings/${job.id}/crew`, { crewId }, OWNER, job.id);
      const board = await post(boardMove.POST, "/api/admin/dispatch/move", {
        bookingId: job.id,
        crewId,
        appointmentDate: day(6),
        appointmentTime: "09:00",
      });
      expect(owner.status).toBe(409);
      expect(board).toEqual(owner);
    }
    // To another day with the crew nobody is in: refused the same way, though the day has room.
    const elsewhere = await post(boardMove.POST, "/api/admin/dispatch/move", {
      bookingId: job.id,
      crewId: empty.id,
      appointmentDate: day(7),
      appointmentTime: "15:00",
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error).toMatch(/crew is busy with another job then, or not on duty/);
    expect(await row(job.id)).toMatchObject({ appointmentDate: day(6), crewId: job.crewId });
    expect(await mails(job.id)).toHaveLength(0);
    const [unstaffed] = await t.db.select().from(crews).where(eq(crews.id, empty.id));
    expect(unstaffed?.active).toBe(true);
  });

  it("the same day and time with another crew is a reassignment: kept in history, no email", async () => {
    const job = await book("pia", day(8), "15:00");
    const other = crewIds.find((c) => c !== job.crewId) ?? "";
    const res = await post(boardMove.POST, "/api/admin/dispatch/move", {
      bookingId: job.id,
      crewId: other,
      appointmentDate: day(8),
      appointmentTime: "15:00",
    });
    expect(res.status).toBe(200);
    expect(res.body.move).toMatchObject({ crewId: other, emailed: false });
    expect((await row(job.id))?.crewId).toBe(other);
    expect(await mails(job.id)).toHaveLength(0);
  });

  it("the board's rows: staffed crews by name, and the unassigned and unstaffed work in a row of its own", async () => {
    const date = day(11);
    const staffed = await book("cara", date, "08:00");
    const [nobody] = await t.db
      .insert(crews)
      .values({ name: "Aardvark crew", serviceArea: "bay-area", weekdays: "0111110" })
      .returning();
    const [strandedOnEmpty] = await t.db
      .update(bookings)
      .set({ crewId: nobody?.id })
      .where(eq(bookings.id, (await book("otto", date, "11:00")).id))
      .returning();
    const [noCrew] = await t.db
      .update(bookings)
      .set({ crewId: null })
      .where(eq(bookings.id, (await book("pia", date, "14:00")).id))
      .returning();
    const board = await weekBoard(t.db, "bay-area", [date]);
    expect(board.crews.map((c) => c.id)).not.toContain(nobody?.id);
    expect(board.crews.map((c) => c.name)).toEqual([...board.crews.map((c) => c.name)].sort());
    const at = (id: string | undefined) => board.jobs.find((j) => j.id === id);
    expect(at(staffed.id)).toMatchObject({ crewId: staffed.crewId, customerName: "cara", movable: true });
    expect(at(strandedOnEmpty?.id)).toMatchObject({ crewId: null, crewName: "Aardvark crew" });
    expect(at(noCrew?.id)).toMatchObject({ crewId: null, crewName: null });
    expect(board.jobs.every((j) => j.date === date)).toBe(true);
  });

  it("answers nobody but the owner (a technician gets the same 404 as a stranger)", async () => {
    const job = await book("otto", day(9), "16:00");
    for (const who of [null, TECH, { id: "cara", role: "customer" }]) {
      const res = await post(
        boardMove.POST,
        "/api/admin/dispatch/move",
        { bookingId: job.id, crewId: crewIds[0], appointmentDate: day(10), appointmentTime: "10:00" },
        who,
      );
      expect(res.status).toBe(404);
    }
    expect((await row(job.id))?.appointmentDate).toBe(day(9));
  });
});
