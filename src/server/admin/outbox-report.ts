import "server-only";
import { and, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { FAILING_AFTER_ATTEMPTS } from "@/domain/outbox/outbox";
import type { Db } from "@/server/db/client";
import { outboxMessages } from "@/server/db/schema";

export interface OutboxCounts {
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  /** Waiting or in flight after at least FAILING_AFTER_ATTEMPTS attempts, plus given up. */
  failing: number;
}

const failingWhere = or(
  eq(outboxMessages.status, "failed"),
  and(inArray(outboxMessages.status, ["queued", "sending"]), gte(outboxMessages.attempts, FAILING_AFTER_ATTEMPTS)),
);

/** The window the owner's "sent" count covers. */
export const SENT_WINDOW_DAYS = 30;

/**
 * How many messages are in each state, for the owner console: those waiting, in flight or given
 * up, and those sent in the last SENT_WINDOW_DAYS (by the time their last attempt was due). Every
 * part is a range of the due index (status, next_attempt_at), so the count reads the messages of
 * the window, not every message the business ever sent (a full scan: 300,000 rows at three
 * years). Admin only (checked by callers).
 */
export async function outboxCounts(db: Db, now: Date = new Date()): Promise<OutboxCounts> {
  const [row] = await outboxCountsQuery(db, now);
  return row ?? { queued: 0, sending: 0, sent: 0, failed: 0, failing: 0 };
}

/** outboxCounts' statement, not yet run (its plan is tested). */
export function outboxCountsQuery(db: Db, now: Date) {
  const since = new Date(now.getTime() - SENT_WINDOW_DAYS * 86_400_000);
  return db
    .select({
      queued: sql<number>`count(*) filter (where ${outboxMessages.status} = 'queued')::int`,
      sending: sql<number>`count(*) filter (where ${outboxMessages.status} = 'sending')::int`,
      sent: sql<number>`count(*) filter (where ${outboxMessages.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${outboxMessages.status} = 'failed')::int`,
      failing: sql<number>`count(*) filter (where ${failingWhere})::int`,
    })
    .from(outboxMessages)
    .where(
      or(
        inArray(outboxMessages.status, ["queued", "sending", "failed"]),
        and(eq(outboxMessages.status, "sent"), gte(outboxMessages.nextAttemptAt, since)),
      ),
    );
}

/** Messages that keep failing (given up, or retried at least once), newest first. */
export async function failingMessages(db: Db, limit = 200) {
  return db
    .select({
      id: outboxMessages.id,
      kind: outboxMessages.kind,
      to: outboxMessages.to,
      subject: outboxMessages.subject,
      status: outboxMessages.status,
      attempts: outboxMessages.attempts,
      nextAttemptAt: outboxMessages.nextAttemptAt,
      lastError: outboxMessages.lastError,
      leadId: outboxMessages.leadId,
      bookingId: outboxMessages.bookingId,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(failingWhere)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}
