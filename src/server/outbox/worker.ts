import "server-only";
import type { Db } from "@/server/db/client";
import { logger } from "@/server/logger";
import { DEFAULT_BATCH, DEFAULT_LEASE_MS, releaseAllClaims } from "./claims";
import { runOutboxOnce, type Send } from "./deliver-batch";
import { registerOutboxWorker } from "./nudge";

export interface OutboxWorker {
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * The server's worker: a pass every `pollMs`, another at once when a use case nudges it after a
 * commit, and passes back to back while batches come back full.
 */
export function startOutboxWorker(options: {
  db: Db;
  send: Send;
  pollMs?: number;
  limit?: number;
  leaseMs?: number;
  /** This process is the database's only user (PGlite): claims found at start are orphans. */
  exclusive?: boolean;
  clock?: () => Date;
  /** Queues what is due at the given time (reminders); run before a pass, at most every `sweepMs`. */
  sweep?: (now: Date) => Promise<unknown>;
  sweepMs?: number;
}): OutboxWorker {
  const { db, send, pollMs = 2000, limit = DEFAULT_BATCH, leaseMs = DEFAULT_LEASE_MS } = options;
  const clock = options.clock ?? (() => new Date());
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let ready: Promise<unknown> = Promise.resolve();
  if (options.exclusive) {
    ready = releaseAllClaims(db).then(
      (n) => n > 0 && logger.info({ released: n }, "outbox: claims of a stopped process released"),
      (error) => logger.error({ err: error }, "outbox: releasing claims failed"),
    );
  }

  const schedule = () => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, pollMs);
  };

  let lastSweep = 0;
  async function drain() {
    await ready;
    const now = clock();
    if (options.sweep && now.getTime() - lastSweep >= (options.sweepMs ?? 30_000)) {
      lastSweep = now.getTime();
      // A failing sweep must not hold up the delivery of what is already queued.
      await options.sweep(now).catch((error) => logger.error({ err: error }, "outbox: reminder sweep failed"));
    }
    do {
      again = false;
      const result = await runOutboxOnce(db, clock(), send, { limit, leaseMs, stopping: () => stopped });
      if (result.claimed === limit) again = true;
    } while (again && !stopped);
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => logger.error({ err: error }, "outbox pass failed"))
      .finally(() => {
        running = null;
        schedule();
      });
  }

  const worker: OutboxWorker = {
    nudge: () => setImmediate(tick),
    /**
     * Stops after the delivery in flight (its claim is kept: a mail server may have it), giving
     * the rest of the batch back. Waits at most `graceMs`: a server's shutdown must not hang on a
     * slow mail server (the claim left is released at the next start on PGlite, or its lease runs
     * out on PostgreSQL).
     */
    async stop(graceMs = 1000) {
      stopped = true;
      clearTimeout(timer);
      registerOutboxWorker(undefined);
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
      clearTimeout(timeout);
    },
  };
  registerOutboxWorker(worker);
  setImmediate(tick);
  return worker;
}
