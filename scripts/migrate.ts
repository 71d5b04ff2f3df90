// Applies the committed migrations (opening the database migrates it) and exits.
import { closeDb, getDb } from "@/server/db/client";

try {
  await getDb();
  console.log("Migrations applied.");
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
