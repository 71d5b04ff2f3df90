// On my way with the crew's estimate, Running late with a new one, and a mistaken On my way taken
// back within 2 minutes (the server's clock decides) with one short correction, however often it
// is tapped (on PostgreSQL through `node scripts/test-pg.mjs`, where two taps really overlap).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, type outboxMessages } from "@/server/db/schema";
import { addBooking, NOW, setUpVisits, t } from "@/server/visits/visits-int-setup";
import { allAtOnce } from "../../../tests/support/at-once";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { outboxOf } from "../../../tests/support/records";
import { runningLate, takeBackOnMyWay } from "./arrival-steps";
import { takeVisitStep } from "./take-visit-step";

setUpVisits();

// NOW is 12:00 Pacific on the visit's day; the visit is booked for 15:00.
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);
const visit = () => addBooking({ status: "confirmed", appointmentTime: "15:00" });
const mailsOf = async (id: string) =>
  Promise.all(
    (await outboxOf(t.db, { bookingId: id })).map(async (m) => ({
      kind: m.kind,
      mail: await parseOutboxMail(m as typeof outboxMessages.$inferSelect),
    })),
  );

describe("On my way with an arrival time", () => {
  it("tells the picked estimate, then Running late's new one, never the booked window", async () => {
    const id = await visit();
    expect(await takeVisitStep(t.db, "tess", id, "on-my-way", NOW, { minutes: 30 })).toMatchObject({ ok: true });
    expect(await runningLate(t.db, "tess", id, { minutes: 15 }, seconds(25 * 60))).toMatchObject({
      ok: true,
      already: false,
    });
    // The same estimate tapped twice tells nothing new.
    expect(await runningLate(t.db, "tess", id, { minutes: 15 }, seconds(25 * 60 + 10))).toMatchObject({
      already: true,
    });
    const [onTheWay, late, ...more] = await mailsOf(id);
    expect(more).toEqual([]);
    expect(onTheWay?.kind).toBe("visit-on-my-way");
    expect(onTheWay?.mail.subject).toContain("arriving about 30 min (around 12:30 PM)");
    expect(onTheWay?.mail.text).not.toMatch(/3:00|How to prepare/);
    expect(late?.kind).toBe("visit-arrival-change");
    expect(late?.mail.subject).toContain("running late: arriving about 15 min (around 12:40 PM)");
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.arrivalEta).toEqual(seconds(40 * 60));
  });

  it("refuses a typed time that has passed, and Running late before On my way", async () => {
    const id = await visit();
    expect(await takeVisitStep(t.db, "tess", id, "on-my-way", NOW, { at: "11:30" })).toEqual({
      ok: false,
      reason: "eta-not-ahead",
    });
    expect(await runningLate(t.db, "tess", id, { minutes: 15 }, NOW)).toEqual({ ok: false, reason: "not-on-the-way" });
    expect(await outboxOf(t.db, { bookingId: id })).toEqual([]);
  });

  it("is taken back within 2 minutes with one correction, twice at once harmless", async () => {
    const id = await visit();
    await takeVisitStep(t.db, "tess", id, "on-my-way", NOW, { at: "12:45" });
    const backs = await allAtOnce(t, id, [
      () => takeBackOnMyWay(t.db, "tess", id, seconds(90)),
      () => takeBackOnMyWay(t.db, "tess", id, seconds(91)),
    ]);
    expect(backs.every((r) => r.ok)).toBe(true);
    expect(backs.filter((r) => r.ok && !r.already)).toHaveLength(1);
    expect(await takeBackOnMyWay(t.db, "tess", id, seconds(100))).toMatchObject({ ok: true, already: true });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ onMyWayAt: null, arrivalEta: null, status: "confirmed" });
    const mails = await mailsOf(id);
    expect(mails.map((m) => m.kind)).toEqual(["visit-on-my-way", "visit-arrival-change"]);
    expect(mails[1]?.mail.subject).toContain("Correction: your crew is not on the way yet");
    expect(mails[1]?.mail.text).toContain("sent by mistake");
    // The crew can say On my way again when it really leaves.
    expect(await takeVisitStep(t.db, "tess", id, "on-my-way", seconds(600), { minutes: 45 })).toMatchObject({
      ok: true,
      already: false,
    });
  });

  it("is not taken back after 2 minutes, or by another crew", async () => {
    const id = await visit();
    await takeVisitStep(t.db, "tess", id, "on-my-way", NOW, { minutes: 30 });
    expect(await takeBackOnMyWay(t.db, "tim", id, seconds(30))).toEqual({ ok: false, reason: "visit-not-found" });
    expect(await takeBackOnMyWay(t.db, "tess", id, seconds(121))).toEqual({ ok: false, reason: "take-back-closed" });
    expect((await outboxOf(t.db, { bookingId: id })).map((m) => m.kind)).toEqual(["visit-on-my-way"]);
  });
});
