// `npm run test:pg`: the database integration tests against a real PostgreSQL server, started on
// 127.0.0.1 in a temporary directory and removed afterwards. Installs Debian's postgresql when it
// is missing and apt is available (as root); otherwise says why it cannot run.
import { root, run } from "./lib.mjs";
import { startPostgres } from "./proof/postgres.mjs";

/**
 * Files that open the embedded database on disk and never the server in TEST_DATABASE_URL: they
 * prove the same thing on either run, so they run once, in the PGlite run `npm test` makes first.
 */
const EMBEDDED_ONLY = [
  "src/server/db/embedded.int.test.ts",
  "src/server/db/embedded-fairness.int.test.ts",
  "src/server/db/lock.int.test.ts",
];

let pg;
try {
  // These tests never crash the database, so durability is traded for speed.
  pg = await startPostgres({ fsync: false });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

let status = 1;
try {
  console.log(`PostgreSQL ${pg.version} on 127.0.0.1:${pg.port}`);
  status = run(
    "npx",
    ["vitest", "run", "--project", "int*", ...EMBEDDED_ONLY.flatMap((f) => ["--exclude", f]), ...process.argv.slice(2)],
    {
      cwd: root,
      env: { ...process.env, TEST_DATABASE_URL: pg.url },
    },
  );
} finally {
  pg.stop();
}
process.exit(status);
