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

/** How many messages are in each state, for the owner console. Admin only (checked by callers). */
export async function outboxCounts(db: Db): Promise<OutboxCounts> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${outboxMessages.status} = 'queued')::int`,
      sending: sql<number>`count(*) filter (where ${outboxMessages.status} = 'sending')::int`,
      sent: sql<number>`count(*) filter (where ${outboxMessages.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${outboxMessages.status} = 'failed')::int`,
      failing: sql<number>`count(*) filter (where ${failingWhere})::int`,
    })
    .from(outboxMessages);
  return row ?? { queued: 0, sending: 0, sent: 0, failed: 0, failing: 0 };
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
