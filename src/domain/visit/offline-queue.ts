// The crew phone's outbox (docs/decisions/0033-crew-offline.md): steps, reports and photos
// made without signal wait on the phone and go, oldest first, when the connection returns. The
// rules here are pure so the browser's sender and the server's check share them and are tested
// without a browser.

/** What a queued item does when it is sent. */
export type QueuedKind = "step" | "report" | "photo";

export interface QueuedItem {
  /** Increasing with each item queued: the order of sending. */
  seq: number;
  kind: QueuedKind;
  bookingId: string;
  /** When the technician tapped (ISO), sent with the request. */
  tappedAt: string;
  state: "waiting" | "refused";
  attempts: number;
  /** Not before this instant (ms since epoch): the backoff after a failed attempt. */
  notBefore: number;
  /** The server's sentence when it refused the item. */
  error?: string;
}

/** How an attempt to send one item ended. */
export type SendOutcome =
  | { kind: "sent" }
  /** No answer (no signal), or the server could not answer now (5xx): try again later. */
  | { kind: "retry" }
  /** The server answered and will not take it (a cancelled job, a moved one): keep it, say why. */
  | { kind: "refused"; message: string };

export const RETRY = { firstMs: 2_000, maxMs: 5 * 60_000 } as const;

/** The wait before attempt `attempts + 1`: 2 s, 4 s, 8 s... never more than 5 min. */
export function retryDelayMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** Math.min(attempts - 1, 20));
}

/**
 * The item to send now, or how long to wait for it. Strictly oldest first: a step, the report and
 * photos of a visit depend on the steps before them (the server takes a report only once the visit
 * has started), so nothing overtakes a waiting item. Refused items stay for the technician to read
 * and do not hold the others back.
 */
export function nextToSend<T extends QueuedItem>(
  items: readonly T[],
  now: Date,
): { item: T; waitMs: 0 } | { item: T; waitMs: number } | null {
  const first = [...items].filter((i) => i.state === "waiting").sort((a, b) => a.seq - b.seq)[0];
  if (!first) return null;
  return { item: first, waitMs: Math.max(0, first.notBefore - now.getTime()) };
}

/** The item after an attempt: gone (null) once sent, refused with the server's words, or backed off. */
export function afterAttempt<T extends QueuedItem>(item: T, outcome: SendOutcome, now: Date): T | null {
  if (outcome.kind === "sent") return null;
  if (outcome.kind === "refused") return { ...item, state: "refused", error: outcome.message };
  const attempts = item.attempts + 1;
  return { ...item, attempts, notBefore: now.getTime() + retryDelayMs(attempts) };
}

/**
 * How an answer's status is taken: 0 (no network) and 5xx or 429 are tried again; any other
 * refusal is the server's final word and is shown.
 */
export function outcomeOf(status: number, ok: boolean, message: string): SendOutcome {
  if (ok) return { kind: "sent" };
  if (status === 0 || status >= 500 || status === 429 || status === 408) return { kind: "retry" };
  return { kind: "refused", message };
}

/** The steps of a visit queued and not refused, oldest first (the card shows them as taken). */
export function queuedSteps<T extends QueuedItem>(items: readonly T[], bookingId: string): T[] {
  return items
    .filter((i) => i.kind === "step" && i.bookingId === bookingId && i.state === "waiting")
    .sort((a, b) => a.seq - b.seq);
}

/** The tapped time the server accepts: a phone's clock a little ahead, or a week in a basement. */
export const TAPPED_AT = { maxAheadMs: 2 * 60_000, maxAgeMs: 7 * 86_400_000 } as const;

export type TappedAtCheck = { ok: true; at: Date } | { ok: false; reason: "tapped-in-future" | "tapped-too-old" };

/**
 * The technician's time of a step sent from the queue. The server records it beside its own receipt
 * time; one the phone's clock put in the future (beyond a small skew) or older than a week is
 * refused rather than recorded as a time nobody can trust.
 */
export function checkTappedAt(tappedAt: Date, now: Date): TappedAtCheck {
  const t = tappedAt.getTime();
  if (t > now.getTime() + TAPPED_AT.maxAheadMs) return { ok: false, reason: "tapped-in-future" };
  if (t < now.getTime() - TAPPED_AT.maxAgeMs) return { ok: false, reason: "tapped-too-old" };
  return { ok: true, at: tappedAt };
}

/**
 * The size a photo is shrunk to on the phone before it is sent: the long side at most `maxSide`,
 * the proportions kept, never enlarged, never below 1 px.
 */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= maxSide) return { width, height };
  const scale = maxSide / long;
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(height * scale))),
  };
}
