// The database scripts as `npm start` and an owner run them (a process each, like the README's
// commands): demo accounts only on a newly created embedded database and never again, nothing
// seeded on PostgreSQL and published passwords disabled there, damaged folders refused, backups
// taken and restored by the npm scripts.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { hashPassword } from "better-auth/crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(root, "node_modules/tsx/dist/cli.mjs");
let tmp = "";
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "data-scripts-"));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs scripts/NAME.ts as its npm script does; returns its exit status and output. */
function script(name: string, env: Record<string, string>, args: string[] = []) {
  const res = spawnSync(process.execPath, [TSX, "--conditions=react-server", `scripts/${name}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

async function pglite<T>(dataDir: string, fn: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create(path.join(dataDir, "pglite", "pgdata"));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const emails = async (db: { query(sql: string): Promise<{ rows: unknown[] }> }) =>
  ((await db.query(`select email from "user" order by email`)).rows as { email: string }[]).map((r) => r.email);

// The demo customer and technician, and the customers of the demo crews' jobs today (no password).
const DEMO_DAY_EMAILS = [
  "demo@clearvent.example",
  "june.park@clearvent.example",
  "marcus.lee@clearvent.example",
  "priya.patel@clearvent.example",
  "tech@clearvent.example",
];

/**
 * Each test runs two to four scripts as their own processes, and each process starts tsx, compiles
 * and opens a database before the code under test runs: seconds on a quiet machine, several times
 * that on a loaded one. The ceiling is for a script that hangs.
 */
const SCRIPTS_MS = 300_000;

/**
 * Each half runs once in `npm test`: the embedded half in the PGlite run, the PostgreSQL half in
 * the run against the server (`npm run test:pg`), which would otherwise start a second server.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onServer)(
  "embedded database (npm start's seed step, db:migrate, db:backup, db:restore)",
  {
    timeout: SCRIPTS_MS,
  },
  () => {
    const dataDir = () => path.join(tmp, "data");

    it("seeds the demo accounts when it creates the database, and never brings back a deleted one", async () => {
      const first = script("seed", { DATA_DIR: dataDir() });
      expect(first.status).toBe(0);
      await pglite(dataDir(), async (db) => {
        expect(await emails(db)).toEqual(["admin@clearvent.example", ...DEMO_DAY_EMAILS]);
        await db.query(`delete from "user" where email = 'admin@clearvent.example'`);
        await db.query(`insert into pricing_leads (full_name, phone, email, service_type, bedrooms, bathrooms,
        square_feet, pricing_exact, pricing_min, pricing_max, price_table_version, address)
        select 'Lead ' || g, '(415) 555-0142', 'l' || g || '@example.com', 'dryer_vent', 2, 1, 900, 1, 1, 1, 'v1', 'x'
        from generate_series(1, 457) g`);
      });
      const second = script("seed", { DATA_DIR: dataDir() });
      expect(second.status).toBe(0);
      await pglite(dataDir(), async (db) => expect(await emails(db)).toEqual(DEMO_DAY_EMAILS));
      expect(second.out).toContain("is migrated");
    });

    it("backs up and restores with the npm scripts, and every lead comes back", async () => {
      const file = path.join(tmp, "backup.tar.gz");
      const backup = script("db-backup", { DATA_DIR: dataDir() }, [file]);
      expect(backup.out).toMatch(/Backed up .* 457 leads, 5 accounts, 4 bookings; read back in full/);
      expect(backup.status).toBe(0);
      const ids = await pglite(dataDir(), async (db) =>
        (await db.query<{ id: string }>("select id from pricing_leads order by id")).rows.map((r) => r.id),
      );
      fs.rmSync(path.join(dataDir(), "pglite", "pgdata", "PG_VERSION"));
      const restore = script("db-restore", { DATA_DIR: dataDir() }, [file]);
      expect(restore.out).toMatch(
        /Restored .*: 457 leads, 5 accounts, 4 bookings\. The folder it replaced is kept in /,
      );
      expect(restore.status).toBe(0);
      await pglite(dataDir(), async (db) => {
        const back = (await db.query<{ id: string }>("select id from pricing_leads order by id")).rows.map((r) => r.id);
        expect(back).toEqual(ids);
      });
      expect(fs.readdirSync(dataDir()).filter((n) => n.startsWith("pglite.before-restore-"))).toHaveLength(1);
    });

    it("refuses a backup while the server holds the database", async () => {
      // A live holder with its real start time, as a running server writes it.
      const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
      try {
        const stat = fs.readFileSync(`/proc/${holder.pid}/stat`, "utf8");
        const start = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
        const boot = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
        fs.writeFileSync(path.join(dataDir(), "pglite", "LOCK"), `${holder.pid}\nboot=${boot}\nstart=${start}\n`);
        const res = script("db-backup", { DATA_DIR: dataDir() }, [path.join(tmp, "while-running.tar.gz")]);
        expect(res.status).toBe(1);
        expect(res.out).toContain(`in use by process ${holder.pid}`);
        expect(res.out).toContain("Stop the server first");
        expect(fs.existsSync(path.join(tmp, "while-running.tar.gz"))).toBe(false);
      } finally {
        holder.kill("SIGKILL");
        fs.rmSync(path.join(dataDir(), "pglite", "LOCK"), { force: true });
      }
    });

    it("stops db:migrate on a folder without PG_VERSION instead of creating an empty database over it", async () => {
      const pgdata = path.join(dataDir(), "pglite", "pgdata");
      fs.rmSync(path.join(pgdata, "PG_VERSION"));
      const files = fs.readdirSync(pgdata, { recursive: true }).length;
      const res = script("migrate", { DATA_DIR: dataDir() });
      expect(fs.existsSync(path.join(pgdata, "PG_VERSION"))).toBe(false);
      expect(fs.readdirSync(pgdata, { recursive: true })).toHaveLength(files);
      expect(res.status).toBe(1);
      expect(res.out).toContain(
        `The embedded database folder ${pgdata} is not a complete database: PG_VERSION is missing`,
      );
      expect(res.out).toContain("npm run db:restore FILE");
    });
  },
);

describe.runIf(onServer)("PostgreSQL (DATABASE_URL set)", { timeout: SCRIPTS_MS }, () => {
  let url = "";
  let admin: pg.Client;
  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL as string;
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const name = `seed_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    await admin.query(`create database ${name}`);
    const u = new URL(base);
    u.pathname = `/${name}`;
    url = u.toString();
  }, 60_000);
  afterAll(async () => {
    await admin?.end();
  });

  it("seeds nothing, points at admin:create, and disables an account left with a published password", async () => {
    const env = { DATABASE_URL: url, DATA_DIR: path.join(tmp, "pg-outbox") };
    const first = script("seed", env);
    expect(first.status).toBe(0);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      expect(await emails(db)).toEqual([]);
      expect(first.out).toContain("No demo accounts are created on PostgreSQL");
      expect(first.out).toContain("npm run admin:create");
      // The demo admin copied over from a demo database, with the README's password.
      const id = randomUUID();
      await db.query(
        `insert into "user" (id, name, email, role, email_verified) values ($1, 'Olivia', $2, 'admin', true)`,
        [id, "admin@clearvent.example"],
      );
      await db.query(
        `insert into account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`,
        [randomUUID(), id, await hashPassword("AdminPass123!")],
      );
      const second = script("seed", env);
      expect(second.status).toBe(0);
      expect((await db.query("select * from account where user_id = $1", [id])).rows).toEqual([]);
      expect(await emails(db)).toEqual(["admin@clearvent.example"]);
      expect(second.out).toContain("Disabled password sign-in for admin@clearvent.example (admin)");
      expect(second.out).not.toContain("npm run admin:create"); // an admin exists, if disabled
    } finally {
      await db.end();
    }
  });
});
