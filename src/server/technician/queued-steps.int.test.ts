// Steps the phone queued without signal arrive with the time the technician tapped: the
// server keeps it beside its own receipt time and shows it on the crew's list, and refuses a tapped
// time the phone's clock put in the future or one older than a week, writing nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "@/domain/scheduling/schedule";
import { TAPPED_AT } from "@/domain/visit/offline-queue";
import { bookingStatusChanges, bookings, crewMembers, crews, user } from "@/server/db/schema";
import { addBooking, addCustomer, outboxOf } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { listCrewJobs } from "./crew-jobs";
import { takeVisitStep } from "./take-visit-step";

let t: TestDb;
const MINUTE = 60_000;
// Noon in the Bay Area on the day the suite runs, whatever that day is: the jobs are on it.
const NOW = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 20 * 3_600_000);
const DAY = localDate(NOW, "America/Los_Angeles");
let crewId = "";

const job = () => addBooking(t.db, { appointmentDate: DAY, crewId });
const bookingOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const changesOf = (id: string) =>
  t.db.select().from(bookingStatusChanges).where(eq(bookingStatusChanges.bookingId, id));

beforeAll(async () => {
  t = await createTestDb();
  await addCustomer(t.db, "cara", "Cara Customer");
  const [crew] = await t.db.insert(crews).values({ name: "Crew 1", serviceArea: "bay-area" }).returning();
  crewId = crew?.id ?? "";
  await t.db
    .insert(user)
    .values({ id: "theo", name: "Theo Tech", email: "theo@example.com", role: "technician", emailVerified: true });
  await t.db.insert(crewMembers).values({ userId: "theo", crewId });
});
afterAll(() => t.close());

describe("a step queued on the phone", () => {
  it("keeps the tapped time beside the receipt time, and the crew's list shows the tapped one", async () => {
    const b = await job();
    const tappedOnMyWay = new Date(NOW.getTime() - 40 * MINUTE);
    const tappedStart = new Date(NOW.getTime() - 10 * MINUTE);
    expect(await takeVisitStep(t.db, "theo", b.id, "on-my-way", NOW, { minutes: 30 }, tappedOnMyWay)).toMatchObject({
      ok: true,
      already: false,
    });
    expect(await takeVisitStep(t.db, "theo", b.id, "start", NOW, undefined, tappedStart)).toMatchObject({
      ok: true,
      booking: { status: "in_progress" },
    });

    expect(await bookingOf(b.id)).toMatchObject({ onMyWayAt: NOW, onMyWayTappedAt: tappedOnMyWay });
    expect((await changesOf(b.id)).map((c) => [c.toStatus, c.changedAt, c.tappedAt])).toEqual([
      ["in_progress", NOW, tappedStart],
    ]);
    const listed = await listCrewJobs(t.db, "theo", NOW);
    const shown = listed.crew ? listed.days[0]?.jobs.find((j) => j.booking.id === b.id)?.steps : null;
    expect(shown).toEqual({ onMyWayAt: tappedOnMyWay, startedAt: tappedStart, finishedAt: null });

    // The queue sent On my way again (its answer was lost): recorded once, emailed once.
    expect(await takeVisitStep(t.db, "theo", b.id, "on-my-way", NOW, { minutes: 30 }, tappedOnMyWay)).toMatchObject({
      ok: false,
      reason: "step-passed",
    });
    expect((await outboxOf(t.db, { bookingId: b.id })).map((m) => m.kind)).toEqual(["visit-on-my-way"]);
  });

  it("a step sent at once has no tapped time: the receipt is the technician's time", async () => {
    const b = await job();
    await takeVisitStep(t.db, "theo", b.id, "start", NOW);
    expect((await changesOf(b.id)).map((c) => c.tappedAt)).toEqual([null]);
    expect((await bookingOf(b.id))?.onMyWayTappedAt).toBeNull();
  });

  it("refuses a tapped time beyond the clock skew ahead, and writes nothing", async () => {
    const b = await job();
    const ahead = new Date(NOW.getTime() + TAPPED_AT.maxAheadMs + MINUTE);
    expect(await takeVisitStep(t.db, "theo", b.id, "start", NOW, undefined, ahead)).toEqual({
      ok: false,
      reason: "tapped-in-future",
    });
    // A phone a minute fast is within the skew.
    const fast = new Date(NOW.getTime() + MINUTE);
    expect(await takeVisitStep(t.db, "theo", b.id, "on-my-way", NOW, { minutes: 15 }, fast)).toMatchObject({
      ok: true,
    });
    expect((await bookingOf(b.id))?.status).toBe("confirmed");
    expect(await changesOf(b.id)).toEqual([]);
  });

  it("refuses a tapped time older than a week, and writes nothing", async () => {
    const b = await job();
    const old = new Date(NOW.getTime() - TAPPED_AT.maxAgeMs - MINUTE);
    expect(await takeVisitStep(t.db, "theo", b.id, "on-my-way", NOW, { minutes: 30 }, old)).toEqual({
      ok: false,
      reason: "tapped-too-old",
    });
    expect(await bookingOf(b.id)).toMatchObject({ onMyWayAt: null, onMyWayTappedAt: null });
    expect(await outboxOf(t.db, { bookingId: b.id })).toEqual([]);
  });
});
