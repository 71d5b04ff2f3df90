// Opens the database: creates the embedded one (with the README's demo accounts) when its folder
// is missing or empty, migrates, and says what it did. `npm start` runs it before serving.
// Demo accounts are written only when the embedded database is created, never again and never
// on PostgreSQL.
import { count, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/server/db/client";
import { openDatabase } from "@/server/db/prepare";
import { user } from "@/server/db/schema";

try {
  const opened = await openDatabase();
  if (opened.kind === "pglite") {
    console.log(
      opened.created
        ? `Created the embedded database in ${opened.where} with the demo accounts ${opened.seeded.join(", ")}.`
        : `Embedded database in ${opened.where} is migrated.`,
    );
  } else {
    console.log(`PostgreSQL ${opened.where} is migrated. No demo accounts are created on PostgreSQL.`);
    for (const a of opened.disabled) {
      console.error(
        `Disabled password sign-in for ${a.email} (${a.role}): its password is a demo password published in the README. ` +
          "Its data is kept.",
      );
    }
    const [admins] = await (await getDb()).select({ n: count() }).from(user).where(eq(user.role, "admin"));
    if (!admins?.n) {
      console.log(
        "No owner account yet. Create one with:\n  npm run admin:create -- --email you@yourcompany.com --password 'a long passphrase' --name \"Owner\"",
      );
    }
  }
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
