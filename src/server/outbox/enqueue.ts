import "server-only";
import type { OutboxKind } from "@/domain/outbox/outbox";
import type { Db } from "@/server/db/client";
import { outboxMessages } from "@/server/db/schema";
import type { MailMessage } from "@/server/mail/mailer";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Related {
  leadId?: string | null;
  bookingId?: string | null;
}

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
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      kind,
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? [],
      leadId: related.leadId ?? null,
      bookingId: related.bookingId ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}
