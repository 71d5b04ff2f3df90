import "server-only";
import { closeDb, getDb } from "@/server/db/client";

// Open and migrate the database before serving, so a second server on a locked PGlite directory
// stops at once with a clear message instead of failing on its first request.
export async function onServerStart(): Promise<void> {
  try {
    await getDb();
  } catch (error) {
    console.error(`\nCannot start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  const shutdown = () => {
    closeDb().finally(() => process.exit(0));
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
