// Applies the committed migrations and exits.
import { closeDb, openDatabase } from "@/server/db/client";

try {
  await openDatabase();
  console.log("Migrations applied.");
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
