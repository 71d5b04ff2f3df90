import "server-only";
import { inArray } from "drizzle-orm";
import type { OutboxKind } from "@/domain/outbox/outbox";
import type { Db } from "@/server/db/client";
import { outboxMessages } from "@/server/db/schema";
import type { MailMessage } from "@/server/mail/mailer";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Related {
  leadId?: string | null;
  bookingId?: string | null;
}

/** The outbox row of an email. `dedupeKey` names a message meant once (enqueueOnce). */
const outboxRow = (
  kind: OutboxKind,
  message: MailMessage,
  related: Related,
  now: Date,
  dedupeKey: string | null = null,
) => ({
  kind,
  to: message.to,
  replyTo: message.replyTo ?? null,
  listUnsubscribe: message.listUnsubscribe ?? null,
  subject: message.subject,
  text: message.text,
  html: message.html ?? null,
  attachments: message.attachments ?? [],
  leadId: related.leadId ?? null,
  bookingId: related.bookingId ?? null,
  dedupeKey,
  nextAttemptAt: now,
  createdAt: now,
});

/**
 * Writes an email to the outbox. Pass the use case's transaction: the message then exists if and
 * only if the change that causes it commits. After the commit, call `nudgeOutbox()` so the worker
 * delivers it at once instead of at its next poll.
 */
export async function enqueueMail(
  tx: Db | Tx,
  kind: OutboxKind,
  message: MailMessage,
  related: Related = {},
  now: Date = new Date(),
): Promise<string> {
  const [inserted] = await tx
    .insert(outboxMessages)
    .values(outboxRow(kind, message, related, now))
    .returning({ id: outboxMessages.id });
  if (!inserted) throw new Error("outbox insert returned no row");
  return inserted.id;
}

/**
 * Writes an email that is meant once, named by `dedupeKey` (a reminder: booking, offset and
 * start). If the key is already in the outbox nothing is written and `null` comes back: two
 * servers' sweeps meeting on one key do not send twice, and no unique-violation error aborts the
 * second one's transaction (INSERT ... ON CONFLICT DO NOTHING).
 */
export async function enqueueOnce(
  tx: Db | Tx,
  kind: OutboxKind,
  message: MailMessage,
  related: Related & { dedupeKey: string },
  now: Date,
): Promise<string | null> {
  const [inserted] = await tx
    .insert(outboxMessages)
    .values(outboxRow(kind, message, related, now, related.dedupeKey))
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return inserted?.id ?? null;
}

/**
 * The dedupe keys among `keys` already in the outbox: a sweep skips them without locking rows or
 * rendering their messages again on every tick (enqueueOnce still holds the key if one slips by).
 */
export async function queuedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: outboxMessages.dedupeKey })
    .from(outboxMessages)
    .where(inArray(outboxMessages.dedupeKey, [...keys]));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}
