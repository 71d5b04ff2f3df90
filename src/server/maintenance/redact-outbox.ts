import "server-only";
import { sql } from "drizzle-orm";
import { outboxRedactBefore } from "@/domain/retention/retention";
import type { Db } from "@/server/db/client";
import { outboxMessages } from "@/server/db/schema";
import { rowsOf } from "./rows";

const BATCH = 1000;

/**
 * Removes who a finished message was for and what it said once it is OUTBOX_PERSONAL_DAYS old
 * (sent, dropped or given up: by sent_at, else created_at). The row keeps its kind, channel,
 * status, attempts, times and the lead or booking it was about, so the outbox report still counts
 * it; `to` becomes '' (the column is required), which is also how a redacted row is known. Batches
 * of rows locked with SKIP LOCKED, so a second server running it at once takes other rows, and a
 * second run finds nothing left to do. Returns the rows redacted.
 */
export async function redactOldOutbox(db: Db, now: Date): Promise<number> {
  const before = outboxRedactBefore(now);
  let total = 0;
  for (;;) {
    // created_at < before is implied by the finished time (sent_at >= created_at) and lets the
    // partial index on rows still holding personal data find them.
    const result = await db.execute(sql`
      update ${outboxMessages}
      set "to" = '', reply_to = null, subject = '', text = '', html = null,
          attachments = '[]'::jsonb, last_error = null
      where id in (
        select id from ${outboxMessages}
        where "to" <> '' and created_at < ${before}
          and status in ('sent', 'dropped', 'failed')
          and coalesce(sent_at, created_at) < ${before}
        limit ${BATCH}
        for update skip locked
      )
      returning id`);
    const n = rowsOf(result).length;
    total += n;
    if (n < BATCH) return total;
  }
}
