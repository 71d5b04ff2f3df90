import "server-only";
import { and, asc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { afterFailure, describeError } from "@/domain/outbox/outbox";
import type { Db } from "@/server/db/client";
import type { OutboxMessage } from "@/server/db/rows";
import { outboxMessages } from "@/server/db/schema";

// A message's claim, from taking it to recording what became of it. The worker (worker.ts) and a
// pass (deliver-batch.ts) change an outbox row only through these.

export const DEFAULT_BATCH = 10;
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
export function deferClaim(db: Db, message: OutboxMessage, until: Date): Promise<boolean> {
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
