import "server-only";
import { and, asc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { afterFailure, describeError } from "@/domain/outbox/outbox";
import type { Db } from "@/server/db/client";
import type { OutboxMessage } from "@/server/db/rows";
import { outboxMessages } from "@/server/db/schema";
import { logger } from "@/server/logger";
import type { Deliverable } from "@/server/mail/transport";
import { type TextSender, textSender } from "@/server/sms/sender";
import { textTurn } from "@/server/sms/text-turn";
import { registerOutboxWorker } from "./nudge";
import { stillWanted } from "./still-wanted";

export type Send = (message: Deliverable) => Promise<void>;
export type SendText = TextSender["send"];

export const DEFAULT_BATCH = 10;
/**
 * A delivery that took at least this long (a mail server's round trips) is marked sent before the
 * next one starts; faster ones (the .eml folder, a relay on the same machine) are marked together
 * at the end of their batch, one statement for the batch instead of one per message.
 */
export const MARK_AT_ONCE_AFTER_MS = 20;
/** How long a claim is held before another worker may take the message over. */
export const DEFAULT_LEASE_MS = 120_000;

/**
 * Claims up to `limit` messages that are due at `now` (queued and due, or claimed by a worker
 * whose lease ran out) and leases them to the caller until now + leaseMs. Rows another
 * transaction is claiming are skipped (FOR UPDATE SKIP LOCKED), so two workers on one database
 * never claim one message together. Each claim counts as an attempt. One statement, so a pass
 * costs one round trip, not a transaction of four.
 *
 * The two kinds of due message are looked up apart, each in due order through the due index
 * (status, next_attempt_at), so a claim reads about `limit` rows however long the backlog and
 * however many messages were ever sent. Looked up together (one OR), PostgreSQL read every row of
 * the table and sorted the whole backlog to take ten: about 3 ms of its CPU per claim with 6,000
 * rows, growing with every message the business ever sent.
 */
export async function claimBatch(
  db: Db,
  now: Date,
  options: { limit?: number; leaseMs?: number } = {},
): Promise<OutboxMessage[]> {
  const claimed = await claimStatement(db, now, options);
  // RETURNING keeps no order: deliver the longest-waiting first, as the subquery chose them.
  return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

/** claimBatch's statement, not yet run (its plan is tested). */
export function claimStatement(
  db: Db,
  now: Date,
  { limit = DEFAULT_BATCH, leaseMs = DEFAULT_LEASE_MS }: { limit?: number; leaseMs?: number } = {},
) {
  const dueIn = (name: string, due: SQL | undefined) =>
    db
      .$with(name)
      .as(
        db
          .select({ id: outboxMessages.id, nextAttemptAt: outboxMessages.nextAttemptAt })
          .from(outboxMessages)
          .where(due)
          .orderBy(asc(outboxMessages.nextAttemptAt))
          .limit(limit)
          .for("update", { skipLocked: true }),
      );
  const queued = dueIn("due_queued", and(eq(outboxMessages.status, "queued"), lte(outboxMessages.nextAttemptAt, now)));
  const stale = dueIn("due_stale", and(eq(outboxMessages.status, "sending"), lte(outboxMessages.lockedUntil, now)));
  return db
    .with(queued, stale)
    .update(outboxMessages)
    .set({
      status: "sending",
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${outboxMessages.attempts} + 1`,
    })
    .where(
      inArray(
        outboxMessages.id,
        sql`(select id from (select * from ${queued} union all select * from ${stale}) due
          order by next_attempt_at limit ${limit})`,
      ),
    )
    .returning();
}

/**
 * Records what became of a claimed message. A claimant only changes the row while its claim
 * stands (same attempt, still sending): a worker whose lease ran out and was taken over changes
 * nothing, and learns so from the false it gets back.
 */
async function settle(db: Db, message: OutboxMessage, change: Partial<OutboxMessage>): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set(change)
    .where(claimStands(message))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

const claimStands = (claim: { id: string | SQL; attempts: number | SQL }) =>
  and(
    eq(outboxMessages.id, claim.id),
    eq(outboxMessages.status, "sending"),
    eq(outboxMessages.attempts, claim.attempts),
  );

/**
 * settle() for delivered messages, in one statement: the ids of those whose claim still stood
 * (a claim taken over after its lease ran out is left to its new claimant).
 */
export async function markSent(db: Db, messages: OutboxMessage[], now: Date): Promise<string[]> {
  if (!messages.length) return [];
  const rows = await db
    .update(outboxMessages)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
    .where(or(...messages.map(claimStands)))
    .returning({ id: outboxMessages.id });
  return rows.map((r) => r.id);
}

/** After a failed attempt: queued again after the backoff, or 'failed' once attempts run out. */
export async function markFailed(
  db: Db,
  message: OutboxMessage,
  error: unknown,
  now: Date,
): Promise<"retrying" | "failed" | "lost-claim"> {
  const next = afterFailure(message.attempts, now);
  const lastError = describeError(error);
  const settled = await settle(
    db,
    message,
    "giveUp" in next
      ? { status: "failed", lockedUntil: null, lastError }
      : { status: "queued", nextAttemptAt: next.retryAt, lockedUntil: null, lastError },
  );
  if (!settled) return "lost-claim";
  return "giveUp" in next ? "failed" : "retrying";
}

export interface RunResult {
  claimed: number;
  sent: number;
  dropped: number;
  retrying: number;
  failed: number;
  /** Texts due in quiet hours, given back untried until 08:00 where the visit is. */
  deferred: number;
}

/** A swept message that no longer holds (its booking was cancelled or moved): never sent. */
export function markDropped(
  db: Db,
  message: OutboxMessage,
  now: Date,
  reason = "no longer true: booking changed",
): Promise<boolean> {
  return settle(db, message, { status: "dropped", sentAt: now, lockedUntil: null, lastError: reason });
}

/** A text whose turn came in quiet hours: queued again for `until`, its attempt not counted. */
function deferClaim(db: Db, message: OutboxMessage, until: Date): Promise<boolean> {
  return settle(db, message, {
    status: "queued",
    nextAttemptAt: until,
    lockedUntil: null,
    attempts: message.attempts - 1,
  });
}

/** Gives a claimed message back untried (the worker is stopping): queued, its attempt not counted. */
export function releaseClaim(db: Db, message: OutboxMessage): Promise<boolean> {
  return settle(db, message, { status: "queued", lockedUntil: null, attempts: message.attempts - 1 });
}

/**
 * One pass: claim a batch due at `now`, deliver each message, record each outcome. When
 * `stopping()` turns true the messages not yet tried are released for the next start (or another
 * server) instead of waiting out their lease.
 *
 * Delivered messages are marked sent together, at the end of the batch, unless a delivery was
 * slow (MARK_AT_ONCE_AFTER_MS): then what was delivered is marked before the next delivery starts.
 * So a process killed mid-batch sends again at most the fast deliveries of its last batch (each
 * under MARK_AT_ONCE_AFTER_MS, so all within a fraction of a second before the kill), or the one
 * slow delivery in flight, as before. Under a flood of price requests the per-message mark was a
 * statement, a commit and a socket write for every email: as much as the lead itself.
 * `elapsedMs` measures a delivery (performance.now by default; tests pass their own).
 */
export async function runOutboxOnce(
  db: Db,
  now: Date,
  send: Send,
  options: {
    limit?: number;
    leaseMs?: number;
    stopping?: () => boolean;
    elapsedMs?: () => number;
    /** Where texts go; by default the sender this process registered (none: texts are off). */
    sendText?: SendText;
  } = {},
): Promise<RunResult> {
  const elapsedMs = options.elapsedMs ?? (() => performance.now());
  const batch = await claimBatch(db, now, options);
  const result: RunResult = { claimed: batch.length, sent: 0, dropped: 0, retrying: 0, failed: 0, deferred: 0 };
  const sendText = options.sendText ?? textSender()?.send;
  let delivered: OutboxMessage[] = [];
  const markDelivered = async () => {
    if (!delivered.length) return;
    const marking = delivered;
    delivered = [];
    result.sent += (await markSent(db, marking, now)).length;
  };
  try {
    for (const [index, message] of batch.entries()) {
      if (options.stopping?.()) {
        for (const untried of batch.slice(index)) await releaseClaim(db, untried);
        break;
      }
      const started = elapsedMs();
      const outcome = await attempt(db, message, now, send, sendText);
      if (outcome !== "delivered") {
        if (outcome !== "lost-claim") result[outcome]++;
        continue;
      }
      delivered.push(message);
      if (elapsedMs() - started >= MARK_AT_ONCE_AFTER_MS) await markDelivered();
    }
  } finally {
    // Also when a statement above threw: what was handed to the transport is recorded as sent.
    await markDelivered();
  }
  return result;
}

/**
 * One message's turn: dropped when it no longer holds, else handed to the transport; a failure
 * is recorded (retry or give up) and logged. A delivered message is left for the caller to mark.
 */
async function attempt(
  db: Db,
  message: OutboxMessage,
  now: Date,
  send: Send,
  sendText: SendText | undefined,
): Promise<"delivered" | "dropped" | "deferred" | "retrying" | "failed" | "lost-claim"> {
  try {
    if (message.channel === "sms") {
      const turn = await textTurn(db, message, now);
      const drop = !sendText ? "texts are off on this server" : "drop" in turn ? turn.drop : null;
      if (drop) return (await markDropped(db, message, now, drop)) ? "dropped" : "lost-claim";
      if ("wait" in turn) return (await deferClaim(db, message, turn.wait)) ? "deferred" : "lost-claim";
      await sendText?.({ id: message.id, to: message.to, body: message.text });
      return "delivered";
    }
    if (!(await stillWanted(db, message, now))) {
      return (await markDropped(db, message, now)) ? "dropped" : "lost-claim";
    }
    await send({
      id: message.id,
      createdAt: message.createdAt,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.attachments.length ? { attachments: message.attachments } : {}),
    });
    return "delivered";
  } catch (error) {
    const outcome = await markFailed(db, message, error, now);
    // Who it was for stays in the table; the log gets the row's id and kind only.
    logger.warn(
      { outboxId: message.id, kind: message.kind, attempts: message.attempts, outcome, reason: describeError(error) },
      "outbox delivery failed",
    );
    return outcome;
  }
}

/**
 * Claims left by a process that died. Only safe where this process is the database's only user
 * (PGlite holds an exclusive lock on its folder); on PostgreSQL another live server may hold
 * them, so there they are taken over when their lease runs out.
 */
export async function releaseAllClaims(db: Db): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: "queued", lockedUntil: null })
    .where(eq(outboxMessages.status, "sending"))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

export interface OutboxWorker {
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * The server's worker: a pass every `pollMs`, another at once when a use case nudges it after a
 * commit, and passes back to back while batches come back full.
 */
export function startOutboxWorker(options: {
  db: Db;
  send: Send;
  pollMs?: number;
  limit?: number;
  leaseMs?: number;
  /** This process is the database's only user (PGlite): claims found at start are orphans. */
  exclusive?: boolean;
  clock?: () => Date;
  /** Queues what is due at the given time (reminders); run before a pass, at most every `sweepMs`. */
  sweep?: (now: Date) => Promise<unknown>;
  sweepMs?: number;
}): OutboxWorker {
  const { db, send, pollMs = 2000, limit = DEFAULT_BATCH, leaseMs = DEFAULT_LEASE_MS } = options;
  const clock = options.clock ?? (() => new Date());
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let ready: Promise<unknown> = Promise.resolve();
  if (options.exclusive) {
    ready = releaseAllClaims(db).then(
      (n) => n > 0 && logger.info({ released: n }, "outbox: claims of a stopped process released"),
      (error) => logger.error({ err: error }, "outbox: releasing claims failed"),
    );
  }

  const schedule = () => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, pollMs);
  };

  let lastSweep = 0;
  async function drain() {
    await ready;
    const now = clock();
    if (options.sweep && now.getTime() - lastSweep >= (options.sweepMs ?? 30_000)) {
      lastSweep = now.getTime();
      // A failing sweep must not hold up the delivery of what is already queued.
      await options.sweep(now).catch((error) => logger.error({ err: error }, "outbox: reminder sweep failed"));
    }
    do {
      again = false;
      const result = await runOutboxOnce(db, clock(), send, { limit, leaseMs, stopping: () => stopped });
      if (result.claimed === limit) again = true;
    } while (again && !stopped);
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => logger.error({ err: error }, "outbox pass failed"))
      .finally(() => {
        running = null;
        schedule();
      });
  }

  const worker: OutboxWorker = {
    nudge: () => setImmediate(tick),
    /**
     * Stops after the delivery in flight (its claim is kept: a mail server may have it), giving
     * the rest of the batch back. Waits at most `graceMs`: a server's shutdown must not hang on a
     * slow mail server (the claim left is released at the next start on PGlite, or its lease runs
     * out on PostgreSQL).
     */
    async stop(graceMs = 1000) {
      stopped = true;
      clearTimeout(timer);
      registerOutboxWorker(undefined);
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
      clearTimeout(timeout);
    },
  };
  registerOutboxWorker(worker);
  setImmediate(tick);
  return worker;
}
