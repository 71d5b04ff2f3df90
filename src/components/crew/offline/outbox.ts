// Sends the phone's outbox (outbox-store.ts) oldest first, on the rules of
// src/domain/visit/offline-queue.ts: what the server took is removed, what it refused stays with its
// sentence, what found no signal (or a server that could not answer) waits and is tried again with
// backoff, on the `online` event, on the next open, and when Background Sync wakes the page.
import { postBytes } from "@/components/ui/post-bytes";
import { postJson } from "@/components/ui/post-json";
import { afterAttempt, nextToSend, outcomeOf } from "@/domain/visit/offline-queue";
import { type NewOutboxItem, type OutboxItem, outboxStore, type StepBody } from "./outbox-store";

type Answer = { ok: boolean; status: number; error: string; body: Record<string, unknown> };
type Listener = (items: OutboxItem[]) => void;

let items: OutboxItem[] = [];
const listeners = new Set<Listener>();
/** What the server answered to items sent, for the tap that is waiting for it (submit). */
const answers = new Map<number, Answer>();
let running: Promise<void> | null = null;
/** How far each photo's upload has gone (0 to 1), by its key, for the thumbnail that shows it. */
const progress = new Map<string, (fraction: number) => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

async function reload(): Promise<OutboxItem[]> {
  items = await outboxStore.all();
  for (const l of listeners) l(items);
  return items;
}

/** Reports the upload progress of the photo queued under `key`; returns the unsubscribe. */
export function watchProgress(key: string, listener: (fraction: number) => void): () => void {
  progress.set(key, listener);
  return () => progress.delete(key);
}

/** Calls `listener` with the outbox now and after every change; returns the unsubscribe. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  void reload().catch(() => {});
  return () => listeners.delete(listener);
}

async function send(item: OutboxItem): Promise<Answer> {
  const base = `/api/crew/visits/${item.bookingId}`;
  const res =
    item.kind === "step"
      ? await postJson<Record<string, unknown>>(`${base}/steps`, { ...item.step, tappedAt: item.tappedAt })
      : item.kind === "report"
        ? await postJson<Record<string, unknown>>(`${base}/report`, item.report, { method: "PUT" })
        : await postBytes<Record<string, unknown>>(
            `${base}/photos?kind=${item.photo.kind}&key=${item.photo.key}`,
            item.photo.blob,
            {
              contentType: item.photo.blob.type || "image/jpeg",
              onProgress: (fraction) => progress.get(item.photo.key)?.(fraction),
            },
          );
  return res.ok
    ? { ok: true, status: res.status, error: "", body: res }
    : { ok: false, status: res.status, error: res.error, body: {} };
}

function schedule(waitMs: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void flush(), waitMs);
}

async function sendAll(): Promise<void> {
  for (;;) {
    const next = nextToSend(await reload(), new Date());
    if (!next) return;
    if (next.waitMs > 0) return schedule(next.waitMs);
    const answer = await send(next.item);
    const outcome = outcomeOf(answer.status, answer.ok, answer.error);
    const after = afterAttempt(next.item, outcome, new Date());
    if (after) await outboxStore.put(after);
    else {
      answers.set(next.item.seq, answer);
      await outboxStore.remove(next.item.seq);
    }
    if (outcome.kind === "retry") {
      await reload();
      return schedule(after ? after.notBefore - Date.now() : 0);
    }
  }
}

/**
 * Sends what waits, one at a time; a second call while sending joins the first. Across tabs a Web
 * Lock keeps one sender, where the browser has locks (the server would take a repeat anyway).
 */
export function flush(): Promise<void> {
  if (running) return running;
  const locked: Promise<unknown> = navigator.locks ? navigator.locks.request("crew-outbox", sendAll) : sendAll();
  const run = locked
    .then(() => {})
    .catch(() => {})
    .finally(() => {
      running = null;
    });
  running = run;
  return run;
}

/** The connection is back: whatever was backed off goes now, in order. */
export async function retryNow(): Promise<void> {
  for (const item of await outboxStore.all()) {
    if (item.state === "waiting" && item.notBefore > 0) await outboxStore.put({ ...item, notBefore: 0 });
  }
  await flush();
}

/** Asks the service worker to wake a page when the signal is back (Background Sync, where there is one). */
function requestSync() {
  void navigator.serviceWorker?.ready
    .then((reg) => (reg as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync)
    .then((sync) => sync?.register("crew-outbox"))
    .catch(() => {});
}

export type Submitted =
  | { kind: "sent"; body: Record<string, unknown> }
  | { kind: "queued" }
  | { kind: "refused"; message: string };

/**
 * Queues one thing the technician did and tries to send it at once. Sent: the server's answer.
 * Refused while the technician is looking at it: the sentence, shown by the button, and the item is
 * not kept. No signal: it waits in the outbox ("Waiting to send"), after anything queued before it.
 */
export async function submit(item: NewOutboxItem): Promise<Submitted> {
  const seq = await outboxStore.add(item);
  requestSync();
  await flush();
  // A send already under way when this was added may have finished before reaching it.
  if (items.some((i) => i.seq === seq && i.state === "waiting" && i.notBefore === 0)) await flush();
  const answer = answers.get(seq);
  answers.delete(seq);
  if (answer) return { kind: "sent", body: answer.body };
  const now = (await reload()).find((i) => i.seq === seq);
  if (now?.state === "refused") {
    await outboxStore.remove(seq);
    await reload();
    return { kind: "refused", message: now.error ?? "" };
  }
  return { kind: "queued" };
}

/** The technician read a refused item's sentence and lets it go. */
export async function dismiss(seq: number): Promise<void> {
  await outboxStore.remove(seq);
  await reload();
}

/** One step of a visit, tapped now: sent at once, or queued with the tapped time. */
export function submitStep(bookingId: string, step: StepBody, label: string): Promise<Submitted> {
  return submit({
    kind: "step",
    bookingId,
    tappedAt: new Date().toISOString(),
    state: "waiting",
    attempts: 0,
    notBefore: 0,
    label,
    step,
  });
}
