import "server-only";
import type { OutboxKind } from "@/domain/outbox/outbox";
import { getDb } from "@/server/db/client";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  /** "base64" for bytes (a photo); text otherwise. */
  encoding?: "base64";
  /** An inline image's Content-ID, named by the HTML as `cid:...`. */
  cid?: string;
}

export interface MailMessage {
  to: string;
  /** Where a reply goes instead of the sender (the customer, on the owner's lead notices). */
  replyTo?: string;
  /** A one-tap unsubscribe address (POST, RFC 8058), sent as List-Unsubscribe: marketing only. */
  listUnsubscribe?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * Queues one email in the outbox on its own, outside any transaction, and wakes the worker that
 * delivers it (src/server/outbox/worker.ts). Only for callers that cannot share a transaction
 * with the change behind the email: better-auth's callbacks (account emails). A use case queues
 * with `enqueueMail(tx, ...)` inside its own transaction instead, so the email exists exactly when
 * the change does.
 */
export async function sendMail(message: MailMessage, kind: OutboxKind = "account"): Promise<void> {
  await enqueueMail(await getDb(), kind, message);
  nudgeOutbox();
}
