// The crew's phone against a real database: each step once, in order, only for the booking's own
// crew and only on its day; two taps at once record once and email once (on PostgreSQL through
// `node scripts/test-pg.mjs`, where the two transactions really overlap); the owner's correction
// keeps its reason; the owner's invitation sets a password through better-auth and signs in.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "@/content/site";
import { correctVisitStep } from "@/server/admin/correct-visit-step";
import { bookingStatusChanges, bookings, crewMembers, crews, outboxMessages, user } from "@/server/db/schema";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { addAdmin, addBooking, addCustomer, outboxOf } from "../../../tests/support/records";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { listCrewJobs } from "./crew-jobs";
import { inviteTechnician } from "./invite-technician";
import { takeVisitStep } from "./take-visit-step";

let t: TestDb;
// better-auth opens the app's database: this one.
vi.mock("@/server/db/client", () => ({ getDb: async () => t.db }));

// Tuesday 2026-12-01, 9:00 Pacific: the jobs' day.
const DAY = "2026-12-01";
const NOW = new Date("2026-12-01T17:00:00Z");
const CREW_PHONE = "(415) 555-0199";
let crewA = "";
let crewB = "";

async function addTechnician(id: string, name: string, crewId: string) {
  await t.db.insert(user).values({ id, name, email: `${id}@example.com`, role: "technician", emailVerified: true });
  await t.db.insert(crewMembers).values({ userId: id, crewId });
}

/**
 * A job of crew A for Cara. Crew assignment on booking is built elsewhere (part 2): these
 * tests set bookings.crew_id directly.
 */
const job = (patch: Partial<typeof bookings.$inferInsert> = {}) =>
  addBooking(t.db, { appointmentDate: DAY, customerPhone: "(510) 555-0177", crewId: crewA, ...patch });

/**
 * Runs the taps so that they overlap for certain on PostgreSQL: a transaction holds the booking's
 * row lock while every tap reads it and then waits to write; released, they write one after the
 * other, each against what the one before committed. PGlite runs one transaction at a time, so
 * there the taps simply queue.
 */
async function allAtOnce<T>(bookingId: string, taps: (() => Promise<T>)[]): Promise<T[]> {
  if (t.kind !== "postgres") return Promise.all(taps.map((tap) => tap()));
  let results: Promise<T[]> = Promise.resolve([]);
  await t.db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
    results = Promise.all(taps.map((tap) => tap()));
    for (let poll = 0; ; poll++) {
      const [waiting] = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        ),
      );
      if ((waiting?.n ?? 0) >= taps.length) break;
      if (poll > 500) throw new Error("the taps never met at the row lock");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return results;
}

const changesOf = (bookingId: string) =>
  t.db.select().from(bookingStatusChanges).where(eq(bookingStatusChanges.bookingId, bookingId));

beforeAll(async () => {
  t = await createTestDb();
  await addCustomer(t.db, "cara", "Cara Customer");
  await addAdmin(t.db);
  [crewA = "", crewB = ""] = (
    await t.db
      .insert(crews)
      .values([
        { name: "Crew 1", serviceArea: "bay-area", phone: CREW_PHONE },
        { name: "Crew 2", serviceArea: "bay-area" },
      ])
      .returning({ id: crews.id })
  ).map((c) => c.id);
  await addTechnician("theo", "Theo Tech", crewA);
  await addTechnician("tess", "Tess Tech", crewA);
  await addTechnician("bert", "Bert Other", crewB);
});
afterAll(() => t.close());

describe("takeVisitStep", () => {
  it("takes the steps in order, each recorded once with its technician, and never goes back", async () => {
    const b = await job();
    expect(await takeVisitStep(t.db, "theo", b.id, "on-my-way", NOW)).toMatchObject({ ok: true, already: false });
    const [onTheWay] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(onTheWay).toMatchObject({ status: "confirmed", onMyWayAt: NOW, onMyWayBy: "theo" });

    const later = new Date(NOW.getTime() + 30 * 60_000);
    expect(await takeVisitStep(t.db, "tess", b.id, "start", later)).toMatchObject({
      ok: true,
      booking: { status: "in_progress" },
    });
    const done = new Date(NOW.getTime() + 4 * 3600_000);
    expect(await takeVisitStep(t.db, "theo", b.id, "finish", done)).toMatchObject({
      ok: true,
      booking: { status: "completed" },
    });
    expect(
      (await changesOf(b.id)).map((c) => [c.fromStatus, c.toStatus, c.changedBy, c.changedAt.toISOString(), c.reason]),
    ).toEqual([
      ["confirmed", "in_progress", "tess", later.toISOString(), null],
      ["in_progress", "completed", "theo", done.toISOString(), null],
    ]);
    expect(await takeVisitStep(t.db, "theo", b.id, "start", done)).toEqual({ ok: false, reason: "step-passed" });
    expect(await takeVisitStep(t.db, "theo", b.id, "finish", done)).toMatchObject({ ok: true, already: true });
    // One "on my way", however often the steps were tapped; Finished writes the invoice and
    // emails nothing: the one wrap-up goes when the report is sent (send-wrap-up.ts).
    expect((await outboxOf(t.db, { bookingId: b.id })).map((m) => m.kind)).toEqual(["visit-on-my-way"]);
    const [finished] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(finished?.wrapUpDueAt).toEqual(new Date(done.getTime() + 2 * 3600_000));

    // What the crew's phone lists: the times of each step.
    const listed = await listCrewJobs(t.db, "theo", done);
    if (!listed.crew) throw new Error("no crew");
    const today = listed.days.find((d) => d.today)?.jobs.find((j) => j.booking.id === b.id);
    expect(today?.steps).toEqual({ onMyWayAt: NOW, startedAt: later, finishedAt: done });
  });

  it("finds only the booking's own crew's visit: another crew, a customer or the owner get visit-not-found", async () => {
    const b = await job({ appointmentTime: "10:00" });
    for (const who of ["bert", "cara", "owner"]) {
      expect(await takeVisitStep(t.db, who, b.id, "on-my-way", NOW)).toEqual({ ok: false, reason: "visit-not-found" });
    }
    expect(await takeVisitStep(t.db, "theo", randomUUID(), "start", NOW)).toEqual({
      ok: false,
      reason: "visit-not-found",
    });
    const unassigned = await job({ appointmentTime: "11:00", crewId: null });
    expect(await takeVisitStep(t.db, "theo", unassigned.id, "start", NOW)).toEqual({
      ok: false,
      reason: "visit-not-found",
    });
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(stored).toMatchObject({ status: "confirmed", onMyWayAt: null });
    expect(await outboxOf(t.db, { bookingId: b.id })).toEqual([]);

    // Nor does another crew list it.
    const listed = await listCrewJobs(t.db, "bert", NOW);
    expect(listed.crew && listed.days.flatMap((d) => d.jobs)).toEqual([]);
    expect(await listCrewJobs(t.db, "cara", NOW)).toEqual({ crew: null });
  });

  it("refuses on another day than the job's (the clock moved), and on a cancelled visit", async () => {
    const b = await job({ appointmentTime: "13:00" });
    const dayBefore = new Date(NOW.getTime() - 86_400_000);
    const dayAfter = new Date(NOW.getTime() + 86_400_000);
    expect(await takeVisitStep(t.db, "theo", b.id, "on-my-way", dayBefore)).toEqual({
      ok: false,
      reason: "not-today",
    });
    expect(await takeVisitStep(t.db, "theo", b.id, "start", dayAfter)).toEqual({ ok: false, reason: "not-today" });
    // 23:59 Pacific on the job's day is still its day, though it is the next day in UTC.
    const lateThatDay = new Date("2026-12-02T07:59:00Z");
    expect(await takeVisitStep(t.db, "theo", b.id, "start", lateThatDay)).toMatchObject({ ok: true });

    const cancelled = await job({ appointmentTime: "14:00", status: "cancelled" });
    expect(await takeVisitStep(t.db, "theo", cancelled.id, "on-my-way", NOW)).toEqual({
      ok: false,
      reason: "visit-cancelled",
    });
  });

  it("two taps at once (two members, or a double tap) record once and email once", async () => {
    const b = await job({ appointmentTime: "15:00" });
    const taps = await allAtOnce(b.id, [
      () => takeVisitStep(t.db, "theo", b.id, "on-my-way", NOW),
      () => takeVisitStep(t.db, "tess", b.id, "on-my-way", new Date(NOW.getTime() + 1000)),
      () => takeVisitStep(t.db, "theo", b.id, "on-my-way", NOW),
    ]);
    expect(taps.every((r) => r.ok)).toBe(true);
    expect(taps.filter((r) => r.ok && !r.already)).toHaveLength(1);
    const mails = await outboxOf(t.db, { bookingId: b.id });
    expect(mails).toHaveLength(1);
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    const first = taps.findIndex((r) => r.ok && !r.already);
    expect(stored?.onMyWayBy).toBe(first === 1 ? "tess" : "theo");

    // The customer's email, as a mail client reads it: who is coming, when, and how to call them.
    const mail = await parseOutboxMail(mails[0] as typeof outboxMessages.$inferSelect);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("cara@example.com");
    expect(mail.subject).toContain("on the way");
    const who = first === 1 ? "Tess" : "Theo";
    expect(mail.text).toContain(`${who} of Crew 1 is on the way`);
    expect(mail.text).not.toMatch(/Tech\b/); // first name only
    // The crew's estimate (the default 30 min from 9:00), not the booked 3:00 PM window.
    expect(mail.subject).toContain("arriving about 30 min (around 9:30 AM)");
    expect(mail.text).toMatch(/Arriving:\s+Tuesday, December 1, 2026, about 30 min \(around 9:30 AM\)/);
    expect(mail.text).not.toContain("3:00");
    expect(mail.text).not.toContain("How to prepare");
    expect(mail.text).toMatch(/Crew phone:\s+\(415\) 555-0199/);
    expect(mail.html).toContain("(415) 555-0199");

    const starts = await allAtOnce(b.id, [
      () => takeVisitStep(t.db, "theo", b.id, "start", NOW),
      () => takeVisitStep(t.db, "tess", b.id, "start", NOW),
    ]);
    expect(starts.filter((r) => r.ok && !r.already)).toHaveLength(1);
    expect((await changesOf(b.id)).map((c) => c.toStatus)).toEqual(["in_progress"]);
    expect(await outboxOf(t.db, { bookingId: b.id })).toHaveLength(1);
  });

  it("gives the business phone when the crew has none", async () => {
    await t.db.update(crews).set({ phone: null }).where(eq(crews.id, crewA));
    const b = await job({ appointmentTime: "16:00" });
    await takeVisitStep(t.db, "theo", b.id, "on-my-way", NOW);
    const [row] = await outboxOf(t.db, { bookingId: b.id });
    const mail = await parseOutboxMail(row as typeof outboxMessages.$inferSelect);
    expect(mail.text).toContain(`Crew phone:`);
    expect(mail.text).toContain(site.phone);
    await t.db.update(crews).set({ phone: CREW_PHONE }).where(eq(crews.id, crewA));
  });
});

describe("correctVisitStep", () => {
  it("puts a visit back with the owner's reason kept, and emails nobody", async () => {
    const b = await job({ appointmentTime: "08:00" });
    await takeVisitStep(t.db, "theo", b.id, "finish", NOW);
    // Finishing invoiced and emailed nobody yet (the wrap-up waits); the corrections tell nobody.
    expect((await outboxOf(t.db, { bookingId: b.id })).map((m) => m.kind)).toEqual([]);
    const reason = "Tapped Finished at the wrong house";
    expect(await correctVisitStep(t.db, "owner", b.id, "start", reason, NOW)).toMatchObject({
      ok: true,
      booking: { status: "in_progress" },
    });
    expect(await correctVisitStep(t.db, "owner", b.id, "booked", "Not started after all", NOW)).toMatchObject({
      ok: true,
      booking: { status: "confirmed", onMyWayAt: null },
    });
    expect((await changesOf(b.id)).map((c) => [c.toStatus, c.changedBy, c.reason])).toEqual([
      ["completed", "theo", null],
      ["in_progress", "owner", reason],
      ["confirmed", "owner", "Not started after all"],
    ]);
    expect((await outboxOf(t.db, { bookingId: b.id })).map((m) => m.kind)).toEqual([]);
    // The crew's phone no longer shows the steps taken back.
    const stepsListed = async () => {
      const listed = await listCrewJobs(t.db, "theo", NOW);
      return listed.crew && listed.days.flatMap((d) => d.jobs).find((j) => j.booking.id === b.id)?.steps;
    };
    expect(await stepsListed()).toEqual({ onMyWayAt: null, startedAt: null, finishedAt: null });
    // The crew can take the steps again.
    const again = new Date(NOW.getTime() + 60_000);
    expect(await takeVisitStep(t.db, "theo", b.id, "start", again)).toMatchObject({ ok: true, already: false });
    expect(await stepsListed()).toEqual({ onMyWayAt: null, startedAt: again, finishedAt: null });
    expect(await correctVisitStep(t.db, "owner", randomUUID(), "finish", "x", NOW)).toEqual({
      ok: false,
      reason: "booking-not-found",
    });
  });
});

describe("inviteTechnician", () => {
  it("emails a set-password link that works once through better-auth; the technician then signs in", async () => {
    const email = "New.Tech@Example.com";
    const invited = await inviteTechnician(t.db, { email, name: "Nia Newhire", crewId: crewA }, new Date());
    if (!invited.ok) throw new Error(invited.reason);
    const [account] = await t.db.select().from(user).where(eq(user.id, invited.userId));
    expect(account).toMatchObject({ email: "new.tech@example.com", role: "technician", emailVerified: false });
    expect(await t.db.select().from(crewMembers).where(eq(crewMembers.userId, invited.userId))).toMatchObject([
      { crewId: crewA },
    ]);

    const [row] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "technician-invite"), eq(outboxMessages.to, "new.tech@example.com")));
    const mail = await parseOutboxMail(row as typeof outboxMessages.$inferSelect);
    expect(mail.subject).toContain("Set your password");
    expect(mail.text).toContain("Crew 1");
    // Nothing the owner typed but the address it goes to: the name stays out of an unproven mailbox.
    expect(mail.text).not.toContain("Nia");
    const link = new URL(mail.text?.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(link.pathname).toBe("/customer-login/reset");
    const token = link.searchParams.get("token") ?? "";

    const { getAuth } = await import("@/server/auth");
    const auth = await getAuth();
    const password = "Crew-Phone-Pass-2026";
    await auth.api.resetPassword({ body: { token, newPassword: password } });
    await expect(auth.api.resetPassword({ body: { token, newPassword: "Another-Pass-2026" } })).rejects.toThrow(
      /invalid token/i,
    );

    const signedIn = await auth.api.signInEmail({ body: { email: "new.tech@example.com", password } });
    expect((signedIn.user as { role?: string }).role).toBe("technician");
    const [verified] = await t.db.select().from(user).where(eq(user.id, invited.userId));
    expect(verified?.emailVerified).toBe(true);
  });

  it("refuses a taken address and an unknown crew, and then writes nothing", async () => {
    const before = (await t.db.select().from(outboxMessages)).length;
    expect(await inviteTechnician(t.db, { email: "cara@example.com", name: "Cara", crewId: crewA })).toEqual({
      ok: false,
      reason: "technician-email-taken",
    });
    expect(await inviteTechnician(t.db, { email: "x@example.com", name: "X", crewId: randomUUID() })).toEqual({
      ok: false,
      reason: "crew-not-found",
    });
    expect((await t.db.select().from(outboxMessages)).length).toBe(before);
    expect(await t.db.select().from(user).where(eq(user.email, "x@example.com"))).toEqual([]);
  });

  it("an expired link no longer sets a password", async () => {
    const longAgo = new Date(Date.now() - 8 * 86_400_000);
    const invited = await inviteTechnician(
      t.db,
      { email: "late@example.com", name: "Lee Late", crewId: crewB },
      longAgo,
    );
    if (!invited.ok) throw new Error(invited.reason);
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, "late@example.com"));
    const token = new URL((row?.text ?? "").match(/https?:\/\/\S+/)?.[0] ?? "").searchParams.get("token") ?? "";
    const { getAuth } = await import("@/server/auth");
    await expect(
      (await getAuth()).api.resetPassword({ body: { token, newPassword: "Crew-Phone-Pass-2026" } }),
    ).rejects.toThrow(/invalid token/i);
  });
});
