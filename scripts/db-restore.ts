// npm run db:restore FILE: replaces the embedded database with a backup made by db:backup. The
// backup is unpacked and read in full first; the folder it replaces is kept as
// DATA_DIR/pglite.before-restore-<time>. Refuses while the server runs (stop it first). On
// PostgreSQL, use pg_restore (see the README).
import path from "node:path";
import { restoreEmbedded } from "@/server/db/backup";
import { env } from "@/server/env";

if (env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README's Production section), e.g.\n" +
      '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" clearvent-2026-01-31.dump',
  );
  process.exit(1);
}
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- FILE   (a backup written by npm run db:backup)");
  process.exit(2);
}
try {
  const dataDir = path.resolve(env.DATA_DIR, "pglite");
  const result = await restoreEmbedded(dataDir, file);
  const rows = (name: string) => result.tables.find((t) => t.table === `public.${name}`)?.rows ?? 0;
  console.log(
    `Restored ${path.resolve(file)} into ${path.join(dataDir, "pgdata")}: ${rows("pricing_leads")} leads, ` +
      `${rows("user")} accounts, ${rows("bookings")} bookings.` +
      (result.movedAside ? ` The folder it replaced is kept in ${result.movedAside}.` : ""),
  );
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exitCode = 1;
}
