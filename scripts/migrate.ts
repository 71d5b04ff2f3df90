// Applies the committed migrations and exits.
import { closeDb } from "@/server/db/client";
import { openDatabase } from "@/server/db/prepare";

try {
  await openDatabase();
  console.log("Migrations applied.");
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
