// npm run db:backup [-- FILE]: a backup of the embedded database (default
// backups/clearvent-<time>.tar.gz), read back in full before it is reported good. Refuses while
// the server runs (stop it first). On PostgreSQL, use pg_dump (see the README).
import path from "node:path";
import { backupEmbedded } from "@/server/db/backup";
import { env } from "@/server/env";

if (env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README's Production section), e.g.\n" +
      '  pg_dump --format=custom --file=clearvent-$(date +%F).dump "$DATABASE_URL"',
  );
  process.exit(1);
}
const file =
  process.argv[2] ?? path.join("backups", `clearvent-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
try {
  const started = Date.now();
  const result = await backupEmbedded(path.resolve(env.DATA_DIR, "pglite"), file);
  const rows = (name: string) => result.tables.find((t) => t.table === `public.${name}`)?.rows ?? 0;
  console.log(
    `Backed up ${path.resolve(env.DATA_DIR, "pglite")} to ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s): ${rows("pricing_leads")} leads, ${rows("user")} accounts, ` +
      `${rows("bookings")} bookings; read back in full. Restore with: npm run db:restore ${file}`,
  );
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exitCode = 1;
}
