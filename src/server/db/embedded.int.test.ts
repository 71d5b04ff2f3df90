// The embedded database on disk, as the server and the scripts open it: created only in a missing
// or empty folder (with the demo accounts, once), refused with a clear message when the folder is
// damaged, and backed up and restored with every lead.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backupEmbedded, restoreEmbedded, ServerRunningError } from "./backup";
import { type Handle, openEmbeddedDatabase } from "./client";
import { DataDirDamagedError } from "./data-dir";
import { DatabaseDamagedError } from "./integrity";
import { bootId, processStartTicks } from "./lock";
import { prepareDatabase } from "./prepare";

const LEADS = 457;
let root = "";
let template = ""; // DATA_DIR/pglite of a database holding LEADS leads and the demo accounts
let leadIds: string[] = [];
let leadsFile = ""; // pricing_leads' heap file, relative to pgdata

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-"));
  template = path.join(root, "template", "pglite");
  const handle = await openAndPrepare(template);
  expect(handle.info).toMatchObject({ kind: "pglite", created: true });
  expect(handle.info.seeded).toEqual(["demo@clearvent.example", "admin@clearvent.example", "tech@clearvent.example"]);
  const { rows } = await run<{ id: string }>(
    handle,
    `insert into pricing_leads (full_name, phone, email, service_type, bedrooms, bathrooms, square_feet,
       pricing_exact, pricing_min, pricing_max, price_table_version, address)
     select 'Lead ' || g, '(415) 555-0142', 'lead' || g || '@example.com', 'air_duct', 3, 2, 1500,
       379, 349, 409, 'v1', g || ' Main St, San Francisco, CA 94110'
     from generate_series(1, ${LEADS}) g returning id`,
  );
  leadIds = rows.map((r) => r.id).sort();
  const [file] = (await run<{ p: string }>(handle, "select pg_relation_filepath('pricing_leads') as p")).rows;
  leadsFile = file?.p ?? "";
  await handle.close();
}, 120_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** Opens and prepares the embedded database, as the server does at start. */
async function openAndPrepare(dataDir: string): Promise<Handle> {
  const handle = await openEmbeddedDatabase(dataDir);
  await prepareDatabase(handle);
  return handle;
}

/** Raw SQL through the opened handle's Drizzle database. */
const run = <T>(handle: Handle, query: string) =>
  handle.db.execute(sql.raw(query)) as unknown as Promise<{ rows: T[] }>;

let copies = 0;
/** A copy of the template's DATA_DIR/pglite to damage. */
function copyOfTemplate(): string {
  const dataDir = path.join(root, `copy-${++copies}`, "pglite");
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Every file under a folder with its size: what "nothing was changed" is checked against. */
function listing(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).isFile())
    .map((f) => `${path.relative(dir, f)} ${fs.statSync(f).size}`)
    .sort();
}

async function storedLeadIds(pgdata: string): Promise<string[]> {
  const db = await PGlite.create(pgdata);
  try {
    return (await db.query<{ id: string }>("select id from pricing_leads")).rows.map((r) => r.id).sort();
  } finally {
    await db.close();
  }
}

/** Writes the lock a running server would hold (a live process, its real start time). */
function heldByRunningServer(dataDir: string) {
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  children.push(child);
  fs.writeFileSync(
    path.join(dataDir, "LOCK"),
    `${child.pid}\nboot=${bootId()}\nstart=${processStartTicks(child.pid ?? 0)}\n`,
  );
  return child.pid;
}

describe("opening the embedded database", () => {
  it("creates the demo accounts only with the database: an owner's deletion is not undone", async () => {
    const dataDir = copyOfTemplate();
    const first = await openAndPrepare(dataDir);
    expect(first.info).toMatchObject({ created: false, seeded: [] });
    await run(first, `delete from "user" where email = 'admin@clearvent.example'`);
    await first.close();
    const again = await openAndPrepare(dataDir);
    const { rows } = await run<{ email: string }>(again, `select email from "user" order by email`);
    await again.close();
    // The demo customer and technician stay, and so do the customers of the demo crews' jobs.
    expect(rows.map((r) => r.email)).toEqual([
      "demo@clearvent.example",
      "june.park@clearvent.example",
      "marcus.lee@clearvent.example",
      "priya.patel@clearvent.example",
      "tech@clearvent.example",
    ]);
  });

  it.each([
    ["PG_VERSION", "PG_VERSION is missing"],
    ["pg_wal/000000010000000000000001", "pg_wal/ holds no WAL segment"],
    ["global/pg_control", "global/pg_control is missing"],
  ])("refuses a folder without %s, names it and changes nothing", async (part, problem) => {
    const dataDir = copyOfTemplate();
    const pgdata = path.join(dataDir, "pgdata");
    fs.rmSync(path.join(pgdata, part), { recursive: true });
    const before = listing(pgdata);
    const opening = openEmbeddedDatabase(dataDir);
    await expect(opening).rejects.toThrow(DataDirDamagedError);
    await expect(opening).rejects.toThrow(
      `The embedded database folder ${pgdata} is not a complete database: ${problem}`,
    );
    await expect(opening).rejects.toThrow("npm run db:restore FILE");
    expect(listing(pgdata)).toEqual(before);
    expect(fs.existsSync(path.join(dataDir, "LOCK"))).toBe(false);
  });

  it("refuses a folder of stray files instead of creating a database over them", async () => {
    const dataDir = path.join(root, "stray", "pglite");
    fs.mkdirSync(path.join(dataDir, "pgdata"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "pgdata", "notes.txt"), "keep me");
    await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow("it holds files but no database (notes.txt)");
    expect(fs.readdirSync(path.join(dataDir, "pgdata"))).toEqual(["notes.txt"]);
  });

  it("refuses at start a table whose file was cut short, naming the table", async () => {
    const dataDir = copyOfTemplate();
    const heap = path.join(dataDir, "pgdata", leadsFile);
    expect(fs.statSync(heap).size).toBeGreaterThan(8192);
    fs.truncateSync(heap, 8192); // a whole page: the folder looks complete, the rows are gone
    const opening = openEmbeddedDatabase(dataDir);
    await expect(opening).rejects.toThrow(DatabaseDamagedError);
    await expect(opening).rejects.toThrow(/table public\.pricing_leads cannot be read \(could not read block/);
  });

  it("refuses a table file emptied to nothing", async () => {
    const dataDir = copyOfTemplate();
    fs.truncateSync(path.join(dataDir, "pgdata", leadsFile), 0);
    await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow(/table public\.pricing_leads cannot be read/);
  });

  it("refuses a control file PGlite cannot read with the folder's name, not a bare Aborted()", async () => {
    const dataDir = copyOfTemplate();
    const control = path.join(dataDir, "pgdata", "global", "pg_control");
    fs.writeFileSync(control, Buffer.alloc(fs.statSync(control).size));
    await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow(
      `The embedded database in ${path.join(dataDir, "pgdata")} is damaged: PGlite cannot open it`,
    );
  });
});

// A backup and a restore each open the whole embedded database two or three times and compress or
// unpack its files: seconds on a quiet machine, several times that on a loaded one. The ceiling is
// for a step that hangs.
describe("backup and restore", { timeout: 240_000 }, () => {
  it("restores a backup over a damaged folder with every lead, keeping the old folder aside", async () => {
    const dataDir = copyOfTemplate();
    const file = path.join(root, "backups", "one.tar.gz");
    const backup = await backupEmbedded(dataDir, file);
    expect(backup.tables).toContainEqual({ table: "public.pricing_leads", rows: LEADS });
    // Three demo logins and the customers of the demo crews' three other jobs.
    expect(backup.tables).toContainEqual({ table: "public.user", rows: 6 });
    expect(fs.existsSync(path.join(dataDir, "LOCK"))).toBe(false);

    // The folder breaks (or is lost) after the backup.
    fs.rmSync(path.join(dataDir, "pgdata", "PG_VERSION"));
    const damaged = listing(path.join(dataDir, "pgdata"));
    const restored = await restoreEmbedded(dataDir, file);
    expect(restored.tables).toContainEqual({ table: "public.pricing_leads", rows: LEADS });
    expect(restored.movedAside).toMatch(/\/pglite\.before-restore-\d{4}-\d\d-\d\dT[\d-]+Z$/);
    expect(path.dirname(restored.movedAside ?? "")).toBe(path.dirname(dataDir));
    expect(listing(path.join(restored.movedAside ?? "", "pgdata"))).toEqual(damaged);

    expect(await storedLeadIds(path.join(dataDir, "pgdata"))).toEqual(leadIds);
    const reopened = await openAndPrepare(dataDir);
    expect(reopened.info).toMatchObject({ created: false, seeded: [] });
    await reopened.close();
  });

  it("restores into a missing folder without moving anything aside", async () => {
    const dataDir = copyOfTemplate();
    const file = path.join(root, "backups", "two.tar.gz");
    await backupEmbedded(dataDir, file);
    const fresh = path.join(root, "fresh", "pglite");
    const restored = await restoreEmbedded(fresh, file);
    expect(restored.movedAside).toBeNull();
    expect(await storedLeadIds(path.join(fresh, "pgdata"))).toEqual(leadIds);
  });

  it("refuses both while a server holds the database, saying to stop it first", async () => {
    const dataDir = copyOfTemplate();
    const file = path.join(root, "backups", "three.tar.gz");
    await backupEmbedded(dataDir, file);
    const pid = heldByRunningServer(dataDir);
    const before = listing(path.join(dataDir, "pgdata"));
    for (const attempt of [backupEmbedded(dataDir, path.join(root, "x.tar.gz")), restoreEmbedded(dataDir, file)]) {
      await expect(attempt).rejects.toThrow(ServerRunningError);
      await expect(attempt).rejects.toThrow(new RegExp(`in use by process ${pid}.*Stop the server first`));
    }
    expect(fs.existsSync(path.join(root, "x.tar.gz"))).toBe(false);
    expect(listing(path.join(dataDir, "pgdata"))).toEqual(before);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(["pglite"]);
  });

  it("refuses a file that is not a backup and changes nothing", async () => {
    const dataDir = copyOfTemplate();
    const junk = path.join(root, "junk.tar.gz");
    fs.writeFileSync(junk, "not a backup");
    const before = listing(dataDir);
    await expect(restoreEmbedded(dataDir, junk)).rejects.toThrow(/is not a readable backup.*Nothing was changed/);
    expect(listing(dataDir)).toEqual(before);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(["pglite"]);
  });
});
