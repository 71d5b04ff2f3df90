import "server-only";
import { closeDb, getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { deliver } from "@/server/mail/transport";
import { startOutboxWorker } from "@/server/outbox/worker";

// Open and migrate the database before serving, so a second server on a locked PGlite directory
// stops at once with a clear message instead of failing on its first request. Then start the
// outbox worker that delivers queued email.
export async function onServerStart(): Promise<void> {
  let db: Awaited<ReturnType<typeof getDb>>;
  try {
    db = await getDb();
  } catch (error) {
    console.error(`\nCannot start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  const outbox = startOutboxWorker({
    db,
    send: deliver,
    leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    // PGlite: this process holds the folder's lock, so a claim found at start is a dead process's.
    exclusive: !env.DATABASE_URL,
  });
  const shutdown = () => {
    outbox
      .stop()
      .then(closeDb)
      .finally(() => process.exit(0));
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
