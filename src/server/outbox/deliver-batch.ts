import "server-only";
import { describeError } from "@/domain/outbox/outbox";
import type { Db } from "@/server/db/client";
import type { OutboxMessage } from "@/server/db/rows";
import { logger } from "@/server/logger";
import type { Deliverable } from "@/server/mail/transport";
import { type TextSender, textSender } from "@/server/sms/sender";
import { textTurn } from "@/server/sms/text-turn";
import { claimBatch, deferClaim, markDropped, markFailed, markSent, releaseClaim } from "./claims";
import { stillWanted } from "./still-wanted";

// One pass of the outbox: a batch claimed, each message delivered (or dropped, deferred, retried)
// and its outcome recorded. The worker (worker.ts) runs passes; tests and the bench run one.

export type Send = (message: Deliverable) => Promise<void>;
export type SendText = TextSender["send"];

/**
 * A delivery that took at least this long (a mail server's round trips) is marked sent before the
 * next one starts; faster ones (the .eml folder, a relay on the same machine) are marked together
 * at the end of their batch, one statement for the batch instead of one per message.
 */
export const MARK_AT_ONCE_AFTER_MS = 20;

export interface RunResult {
  claimed: number;
  sent: number;
  dropped: number;
  retrying: number;
  failed: number;
  /** Texts due in quiet hours, given back untried until 08:00 where the visit is. */
  deferred: number;
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
      ...(message.listUnsubscribe ? { listUnsubscribe: message.listUnsubscribe } : {}),
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
