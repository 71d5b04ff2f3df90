// The outbox on a real database (outbox-int-setup.ts): a message exists only once its transaction
// commits, and a worker's pass claims what is due, delivers it once, retries on the backoff schedule
// and hands a dead worker's claims over. On PostgreSQL (`node scripts/test-pg.mjs`) concurrent
// workers really overlap.
import { sql, TransactionRollbackError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS } from "@/domain/outbox/outbox";
import { outboxMessages } from "@/server/db/schema";
import { rowsOf } from "../../../tests/support/test-db";
import { claimBatch, claimStatement, markSent } from "./claims";
import { MARK_AT_ONCE_AFTER_MS, runOutboxOnce, type Send } from "./deliver-batch";
import { enqueueMail } from "./enqueue";
import { at, failing, MIN, message, NOW, recorder, row, rows, setUpOutbox, t } from "./outbox-int-setup";

setUpOutbox();

describe("enqueue", () => {
  it("a message exists only when the transaction that queued it commits", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, "lead-owner-notice", message(1), {}, NOW);
        throw new Error("the change failed after queueing");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rows()).toHaveLength(0);

    await t.db.transaction(async (tx) => {
      await enqueueMail(tx, "lead-owner-notice", message(2), {}, NOW);
    });
    expect(await rows()).toMatchObject([{ subject: "Message 2", status: "queued", attempts: 0, nextAttemptAt: NOW }]);
  });
});

describe("worker pass", () => {
  it("claims what is due, hands it to the transport, and marks it sent once", async () => {
    const ids = [await enqueueMail(t.db, "lead-owner-notice", message(1), {}, NOW)];
    ids.push(
      await enqueueMail(
        t.db,
        "booking-confirmation",
        {
          ...message(2),
          attachments: [{ filename: "a.ics", content: "BEGIN:VCALENDAR", contentType: "text/calendar" }],
        },
        {},
        NOW,
      ),
    );
    const later = await enqueueMail(t.db, "lead-estimate", message(3), {}, at(10 * MIN));
    const { sent, send } = recorder();

    expect(await runOutboxOnce(t.db, at(1000), send)).toEqual({
      claimed: 2,
      sent: 2,
      dropped: 0,
      retrying: 0,
      failed: 0,
      deferred: 0,
    });
    expect(sent.map((m) => m.id).sort()).toEqual([...ids].sort());
    expect(sent.find((m) => m.subject === "Message 2")?.attachments).toEqual([
      { filename: "a.ics", content: "BEGIN:VCALENDAR", contentType: "text/calendar" },
    ]);
    for (const id of ids) {
      expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, sentAt: at(1000), lockedUntil: null });
    }
    // Nothing is sent twice; the message queued for later waits for its time.
    expect((await runOutboxOnce(t.db, at(2000), send)).claimed).toBe(0);
    expect(await row(later)).toMatchObject({ status: "queued" });
    expect((await runOutboxOnce(t.db, at(10 * MIN), send)).sent).toBe(1);
    expect(sent).toHaveLength(3);
  });

  it("retries a failing message on the backoff schedule, then gives up as failed", async () => {
    const id = await enqueueMail(t.db, "lead-owner-notice", message(1), {}, NOW);
    let clock = NOW;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await runOutboxOnce(t.db, clock, failing)).toMatchObject({ claimed: 1 });
      const now = await row(id);
      expect(now?.attempts).toBe(attempt);
      expect(now?.lastError).toBe("Error EENVELOPE: 550 5.1.1 <<address>>: Recipient address rejected");
      if (attempt === MAX_ATTEMPTS) {
        expect(now?.status).toBe("failed");
        break;
      }
      expect(now?.status).toBe("queued");
      const due = now?.nextAttemptAt ?? clock;
      waits.push((due.getTime() - clock.getTime()) / MIN);
      // A moment before it is due nothing happens; at its time it is tried again.
      expect((await runOutboxOnce(t.db, new Date(due.getTime() - 1), failing)).claimed).toBe(0);
      clock = due;
    }
    expect(waits).toEqual([1, 5, 30, 120, 360, 720]);
    // Given up: never claimed again.
    expect((await runOutboxOnce(t.db, at(365 * 24 * 60 * MIN), failing)).claimed).toBe(0);
  });

  it("a message that failed once goes out on its retry", async () => {
    const id = await enqueueMail(t.db, "booking-confirmation", message(1), {}, NOW);
    expect(await runOutboxOnce(t.db, NOW, failing)).toMatchObject({ retrying: 1 });
    const { sent, send } = recorder();
    expect(await runOutboxOnce(t.db, at(MIN), send)).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null, sentAt: at(MIN) });
    expect(sent).toHaveLength(1);
  });

  it("claims from a long backlog by reading about a batch of rows, not the table", async () => {
    // A backlog of 4,000 due messages among 6,000 (the rest sent long ago), as after a mail outage.
    await t.db.execute(sql`
      insert into outbox_messages (kind, "to", subject, text, status, next_attempt_at)
      select 'account', 'person@example.com', 'Message', 'Body', case when n % 3 = 0 then 'sent' else 'queued' end,
        ${NOW}::timestamptz - n * interval '1 second'
      from generate_series(1, 6000) as n`);
    await t.db.execute(sql`analyze outbox_messages`);
    // Run for real (EXPLAIN ANALYZE), then rolled back: the claim below must find the backlog whole.
    let plan: unknown;
    await t.db
      .transaction(async (tx) => {
        const result = await tx.execute(sql`explain (analyze, format json) ${claimStatement(tx, NOW).getSQL()}`);
        plan = Object.values(rowsOf(result)[0] ?? {})[0];
        tx.rollback();
      })
      .catch((error) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    type Node = {
      "Relation Name"?: string;
      "Actual Rows": number;
      "Actual Loops": number;
      "Rows Removed by Filter"?: number;
      Plans?: Node[];
    };
    const read = (node: Node): number =>
      (node["Relation Name"] === "outbox_messages"
        ? (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0)) * node["Actual Loops"]
        : 0) + (node.Plans ?? []).reduce((sum, child) => sum + read(child), 0);
    const [{ Plan }] = (typeof plan === "string" ? JSON.parse(plan) : plan) as [{ Plan: Node }];
    // Ten due rows looked up, ten claimed, each found again by its key: tens of rows, not thousands.
    expect(read(Plan)).toBeLessThan(60);
    // And the claim is still the ten longest-waiting, oldest first.
    const oldest = Array.from({ length: 15 }, (_, i) => 6000 - i)
      .filter((n) => n % 3 !== 0)
      .slice(0, 10);
    expect((await claimBatch(t.db, NOW)).map((m) => m.nextAttemptAt)).toEqual(oldest.map((n) => at(-n * 1000)));
  });

  it("takes over a claim whose worker died once its lease ran out; the stale claimant changes nothing", async () => {
    const id = await enqueueMail(t.db, "lead-owner-notice", message(1), {}, NOW);
    const [claimed] = await claimBatch(t.db, NOW, { leaseMs: 2 * MIN });
    expect(claimed).toMatchObject({ id, status: "sending", attempts: 1, lockedUntil: at(2 * MIN) });
    // The claimant "dies" here. Within the lease nobody else touches the message.
    const { sent, send } = recorder();
    expect((await runOutboxOnce(t.db, at(2 * MIN - 1), send)).claimed).toBe(0);
    expect(await runOutboxOnce(t.db, at(2 * MIN), send)).toMatchObject({ claimed: 1, sent: 1 });
    expect(sent.map((m) => m.id)).toEqual([id]);
    // The first claimant comes back late: its claim is gone, so its update is refused.
    if (!claimed) throw new Error("nothing claimed");
    expect(await markSent(t.db, [claimed], at(3 * MIN))).toEqual([]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, sentAt: at(2 * MIN) });
  });

  it("fast deliveries are marked sent together, in one statement after the batch's last", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await enqueueMail(t.db, "lead-owner-notice", message(i), {}, at(i)));
    const statusesSeen: string[][] = [];
    const send: Send = async () => {
      // What a process killed during this delivery would leave: the earlier ones still claimed.
      statusesSeen.push((await rows()).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)).map((m) => m.status));
    };
    expect(await runOutboxOnce(t.db, at(1000), send, { elapsedMs: () => 0 })).toMatchObject({ claimed: 3, sent: 3 });
    expect(statusesSeen).toEqual([
      ["sending", "sending", "sending"],
      ["sending", "sending", "sending"],
      ["sending", "sending", "sending"],
    ]);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: "sent", sentAt: at(1000), lockedUntil: null });
    // One statement marked the three: their rows carry one writing transaction's id.
    const writers = rowsOf<{ xmin: string }>(await t.db.execute(sql`select xmin::text as xmin from outbox_messages`));
    expect(new Set(writers.map((w) => w.xmin)).size).toBe(1);
  });

  it("a slow delivery (a mail server) is marked sent before the next one starts", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await enqueueMail(t.db, "lead-owner-notice", message(i), {}, at(i)));
    let clock = 0;
    const statusesSeen: string[][] = [];
    const send: Send = async () => {
      statusesSeen.push((await rows()).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)).map((m) => m.status));
      clock += MARK_AT_ONCE_AFTER_MS;
    };
    expect(await runOutboxOnce(t.db, at(1000), send, { elapsedMs: () => clock })).toMatchObject({ sent: 3 });
    expect(statusesSeen).toEqual([
      ["sending", "sending", "sending"],
      ["sent", "sending", "sending"],
      ["sent", "sent", "sending"],
    ]);
    expect((await rows()).every((m) => m.status === "sent")).toBe(true);
  });

  it("what was delivered is marked sent even when a later step of the pass fails", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push(await enqueueMail(t.db, "lead-owner-notice", message(i), {}, at(i)));
    // The second delivery fails, and so does recording that (the database went away a moment):
    // the pass throws, but the first message, already handed to the transport, is recorded as sent.
    let failNextUpdate = false;
    const send: Send = async (m) => {
      if (m.id !== ids[1]) return;
      failNextUpdate = true;
      throw new Error("421 4.3.2 Service not available");
    };
    const flaky = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === "update" && failNextUpdate) {
          failNextUpdate = false;
          throw new Error("connection reset");
        }
        return Reflect.get(target, key, receiver);
      },
    });
    await expect(runOutboxOnce(flaky, at(1000), send, { elapsedMs: () => 0 })).rejects.toThrow("connection reset");
    expect(await row(ids[0] ?? "")).toMatchObject({ status: "sent" });
    expect(await row(ids[1] ?? "")).toMatchObject({ status: "sending", attempts: 1 });
  });

  it("a worker that is stopping gives the untried rest of its batch back, uncounted", async () => {
    for (let i = 0; i < 3; i++) await enqueueMail(t.db, "lead-owner-notice", message(i), {}, NOW);
    let stopping = false;
    const sent: string[] = [];
    const send: Send = async (m) => {
      sent.push(m.id);
      stopping = true; // the stop arrives while the first delivery is in flight
    };
    expect(await runOutboxOnce(t.db, NOW, send, { stopping: () => stopping })).toMatchObject({ claimed: 3, sent: 1 });
    const after = await rows();
    expect(after.filter((m) => m.status === "sent").map((m) => m.id)).toEqual(sent);
    expect(after.filter((m) => m.status === "queued")).toMatchObject([
      { attempts: 0, lockedUntil: null },
      { attempts: 0, lockedUntil: null },
    ]);
    // Due again at once, for the next worker.
    expect(await runOutboxOnce(t.db, NOW, recorder().send)).toMatchObject({ claimed: 2, sent: 2 });
  });

  it("concurrent workers never hand one message to the transport twice", async () => {
    const N = 240;
    await t.db
      .insert(outboxMessages)
      .values(Array.from({ length: N }, (_, i) => ({ kind: "lead-owner-notice", ...message(i), nextAttemptAt: NOW })));
    const deliveries = new Map<string, number>();
    const send: Send = async (m) => {
      deliveries.set(m.id, (deliveries.get(m.id) ?? 0) + 1);
      // Let the other workers run while this one is "talking to the mail server".
      await new Promise((resolve) => setImmediate(resolve));
    };
    const worker = async () => {
      let sent = 0;
      for (;;) {
        const result = await runOutboxOnce(t.db, at(1000), send, { limit: 5 });
        if (result.claimed === 0) return sent;
        sent += result.sent;
      }
    };
    const perWorker = await Promise.all(Array.from({ length: 6 }, worker));
    expect([...deliveries.values()].filter((n) => n > 1)).toEqual([]);
    expect(deliveries.size).toBe(N);
    expect(perWorker.reduce((a, b) => a + b, 0)).toBe(N);
    const [counts] = (
      (await t.db.execute(
        sql`select count(*) filter (where status = 'sent')::int as sent, count(*)::int as all from outbox_messages`,
      )) as unknown as {
        rows: { sent: number; all: number }[];
      }
    ).rows;
    expect(counts).toEqual({ sent: N, all: N });
    // On PostgreSQL the workers really ran side by side: more than one of them sent something.
    if (t.kind === "postgres") expect(perWorker.filter((n) => n > 0).length).toBeGreaterThan(1);
  });
});
