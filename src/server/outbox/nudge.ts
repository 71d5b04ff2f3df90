import "server-only";

// The running worker of this process, if any. Next loads server modules in more than one bundle
// of one process, so the worker is found through a global, like the database handle.
const globalKey = Symbol.for("clearvent.outbox.worker");
type GlobalWithWorker = typeof globalThis & { [globalKey]?: { nudge(): void } };

export function registerOutboxWorker(worker: { nudge(): void } | undefined): void {
  (globalThis as GlobalWithWorker)[globalKey] = worker;
}

/**
 * Wakes this process's outbox worker after a commit that queued email, so the message goes out
 * now rather than at the next poll. A no-op where no worker runs (scripts, tests): the messages
 * wait in the table for the server's worker.
 */
export function nudgeOutbox(): void {
  (globalThis as GlobalWithWorker)[globalKey]?.nudge();
}
