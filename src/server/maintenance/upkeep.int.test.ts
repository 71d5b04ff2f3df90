import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UPKEEP_LEASE_MS } from "@/domain/retention/retention";
import { analyticsDaily, analyticsEvents, maintenanceJobs, outboxMessages } from "@/server/db/schema";
import { testDbPerFile } from "../../../tests/support/test-db";
import { rollupOldEvents } from "./rollup-analytics";
import { runUpkeep } from "./run-upkeep";
import { claimUpkeepJob } from "./upkeep-jobs";

const LA = "America/Los_Angeles";
// Friday 2026-11-27, 12:00 in Los Angeles: after the day's 03:30 run time.
const NOW = new Date("2026-11-27T20:00:00Z");
const DAY = 86_400_000;
const ago = (days: number, from = NOW) => new Date(from.getTime() - days * DAY);

const t = testDbPerFile([outboxMessages, analyticsEvents, analyticsDaily, maintenanceJobs]);

async function message(status: string, createdDaysAgo: number, sentDaysAgo: number | null, n = 1) {
  const [row] = await t.db
    .insert(outboxMessages)
    .values({
      kind: "booking-confirmation",
      to: `person${n}@example.com`,
      replyTo: "owner@example.com",
      subject: `Your visit, person ${n}`,
      text: `Hello person ${n}, 12 Main St`,
      html: `<p>Hello person ${n}</p>`,
      attachments: [{ filename: "visit.ics", content: "BEGIN:VCALENDAR", contentType: "text/calendar" }],
      status,
      attempts: 1,
      lastError: status === "failed" ? "550 rejected <p***@example.com>" : null,
      createdAt: ago(createdDaysAgo),
      nextAttemptAt: ago(createdDaysAgo),
      sentAt: sentDaysAgo === null ? null : ago(sentDaysAgo),
    })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}
const messageRow = async (id: string) => (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

describe("outbox redaction after 90 days", () => {
  it("removes who and what from finished messages past 90 days, keeping kind, times and state", async () => {
    const oldSent = await message("sent", 120, 119, 1);
    const oldDropped = await message("dropped", 95, 95, 2);
    const oldFailed = await message("failed", 100, null, 3);
    const recentSent = await message("sent", 91, 80, 4); // created long ago, sent 80 days ago
    const oldQueued = await message("queued", 100, null, 5); // never finished: kept for delivery

    const ran = await runUpkeep(t.db, NOW, LA);
    expect(ran["outbox-redact"]).toEqual({ redacted: 3 });

    for (const before of [oldSent, oldDropped, oldFailed]) {
      const after = await messageRow(before.id);
      expect(after).toMatchObject({
        kind: before.kind,
        channel: before.channel,
        status: before.status,
        attempts: before.attempts,
        createdAt: before.createdAt,
        sentAt: before.sentAt,
        to: "",
        replyTo: null,
        subject: "",
        text: "",
        html: null,
        attachments: [],
        lastError: null,
      });
    }
    expect(await messageRow(recentSent.id)).toEqual(recentSent);
    expect(await messageRow(oldQueued.id)).toEqual(oldQueued);

    // A moved clock: eleven days on, the message sent 80 days ago has passed 90 days too.
    const later = new Date(NOW.getTime() + 11 * DAY);
    expect((await runUpkeep(t.db, later, LA))["outbox-redact"]).toEqual({ redacted: 1 });
    expect(await messageRow(recentSent.id)).toMatchObject({ to: "", text: "", status: "sent" });
    expect(await messageRow(oldQueued.id)).toEqual(oldQueued);
  });
});

async function event(name: string, visitor: string, at: Date, path: string | null = "/ca/san-francisco") {
  await t.db.insert(analyticsEvents).values({ name, visitorId: visitor, path, createdAt: at });
}
const daily = () =>
  t.db
    .select()
    .from(analyticsDaily)
    .orderBy(asc(analyticsDaily.day), asc(analyticsDaily.name), asc(analyticsDaily.path));
const rawCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents))[0]?.n;

/** A year and a half of events: three on each of a few days, two visitors, two names. */
async function someHistory() {
  // 2025-06-10 09:00 and 23:30 in Los Angeles (the second is the 11th in UTC: counted on the 10th).
  await event("page_view", "v1", new Date("2025-06-10T16:00:00Z"));
  await event("page_view", "v2", new Date("2025-06-11T06:30:00Z"));
  await event("page_view", "v1", new Date("2025-06-10T17:00:00Z"));
  await event("lead", "v1", new Date("2025-06-10T17:05:00Z"), null);
  await event("page_view", "v3", new Date("2025-09-01T18:00:00Z"), "/");
  // 2025-10-26 23:59 local: the last day before the cut (2025-10-27 local midnight).
  await event("page_view", "v4", new Date("2025-10-27T06:59:00Z"), "/");
  // 2025-10-27 00:00 local and later: kept raw.
  await event("page_view", "v5", new Date("2025-10-27T07:00:00Z"), "/");
  await event("page_view", "v6", ago(30), "/");
}
const EXPECTED_DAILY = [
  { day: "2025-06-10", name: "lead", path: "", events: 1, visitors: 1 },
  { day: "2025-06-10", name: "page_view", path: "/ca/san-francisco", events: 3, visitors: 2 },
  { day: "2025-09-01", name: "page_view", path: "/", events: 1, visitors: 1 },
  { day: "2025-10-26", name: "page_view", path: "/", events: 1, visitors: 1 },
];

describe("analytics rollup after 13 months", () => {
  it("counts each local day's old events into analytics_daily and deletes them; newer stay raw", async () => {
    await someHistory();
    const ran = await runUpkeep(t.db, NOW, LA);
    expect(ran["analytics-rollup"]).toEqual({ days: 3, events: 6 });
    expect(await daily()).toEqual(EXPECTED_DAILY);
    expect(await rawCount()).toBe(2);
  });

  it("run twice = run once, on the same clock and on the next day's", async () => {
    await someHistory();
    await runUpkeep(t.db, NOW, LA);
    const once = { daily: await daily(), raw: await rawCount() };
    // The same time again: not due (the next run is tomorrow 03:30).
    expect(await runUpkeep(t.db, NOW, LA)).toEqual({});
    // Called directly, past the schedule: nothing left to count.
    expect(await rollupOldEvents(t.db, NOW, LA)).toEqual({ days: 0, events: 0 });
    expect({ daily: await daily(), raw: await rawCount() }).toEqual(once);
    // Tomorrow's run: the 2025-10-27 event has now passed 13 months; nothing else changes.
    const tomorrow = new Date(NOW.getTime() + DAY);
    expect((await runUpkeep(t.db, tomorrow, LA))["analytics-rollup"]).toEqual({ days: 1, events: 1 });
    expect(await daily()).toEqual([
      ...EXPECTED_DAILY,
      { day: "2025-10-27", name: "page_view", path: "/", events: 1, visitors: 1 },
    ]);
  });

  it("two workers at once: each job runs on one of them, and the figures are those of one run", async () => {
    await someHistory();
    await message("sent", 120, 119, 1);
    const [a, b] = await Promise.all([runUpkeep(t.db, NOW, LA), runUpkeep(t.db, NOW, LA)]);
    const runs = [a, b].flatMap((r) => Object.keys(r));
    expect(runs.sort()).toEqual(["analytics-rollup", "due-campaign", "lead-waits", "outbox-redact"]);
    expect(await daily()).toEqual(EXPECTED_DAILY);
  });

  it("two rollups at once (no claim) still count each event once", async () => {
    await someHistory();
    const [a, b] = await Promise.all([rollupOldEvents(t.db, NOW, LA), rollupOldEvents(t.db, NOW, LA)]);
    expect(a.events + b.events).toBe(6);
    expect(await daily()).toEqual(EXPECTED_DAILY);
    expect(await rawCount()).toBe(2);
  });
});

describe("the upkeep schedule", () => {
  it("runs daily at 03:30 business time, and a dead server's claim is taken over after its lease", async () => {
    expect(await claimUpkeepJob(t.db, "outbox-redact", NOW)).toBe(true);
    // Its server died mid-run: another server may not take it until the lease runs out.
    expect(await claimUpkeepJob(t.db, "outbox-redact", new Date(NOW.getTime() + 60_000))).toBe(false);
    expect(await claimUpkeepJob(t.db, "outbox-redact", new Date(NOW.getTime() + UPKEEP_LEASE_MS))).toBe(true);

    await runUpkeep(t.db, NOW, LA);
    const [job] = await t.db.select().from(maintenanceJobs).where(eq(maintenanceJobs.job, "analytics-rollup"));
    expect(job).toMatchObject({
      runAfter: new Date("2026-11-28T11:30:00Z"),
      lockedUntil: null,
      lastRunAt: NOW,
      lastResult: { days: 0, events: 0 },
    });
    expect((await runUpkeep(t.db, new Date("2026-11-28T11:29:59Z"), LA))["analytics-rollup"]).toBeUndefined();
    expect((await runUpkeep(t.db, new Date("2026-11-28T11:30:00Z"), LA))["analytics-rollup"]).toBeDefined();
  });
});
