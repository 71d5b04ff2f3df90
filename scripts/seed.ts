// Migrates the database and adds the demo accounts of the README. Safe to run again.
import { closeDb } from "@/server/db/client";
import { seedDemoData } from "@/server/seed/seed-demo-data";

try {
  const created = await seedDemoData();
  console.log(created.length ? `Seeded: ${created.join(", ")}` : "Database is migrated; demo data already present.");
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
