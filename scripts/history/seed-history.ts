import "server-only";
import { hashPassword } from "better-auth/crypto";
import { and, eq, notInArray, type SQL, sql } from "drizzle-orm";
import { catchUpLastSeen } from "@/server/analytics/record-events";
import type { Db } from "@/server/db/client";
import { account, bookings, crews, invoiceCounters, pricingLeads, profiles, user } from "@/server/db/schema";
import { rowsOf } from "@/server/maintenance/rows";
import { DEMO_SEED_EMAILS } from "@/server/seed/demo-accounts";
import { type Column, HISTORY_COLUMNS } from "./columns";
import { historyGenerator } from "./generate";
import { HISTORY_EMAIL_DOMAIN, HISTORY_TABLES, type Row } from "./history";
import { seededRandom } from "./random";

export const HISTORY_CREWS = 5;
const AREA = "bay-area";
/** The customer with many visits the bench opens the dashboard of. */
export const REGULAR_CUSTOMER = { name: "Riley Regular", email: `regular@${HISTORY_EMAIL_DOMAIN}` } as const;
export const REGULAR_VISITS = 40;

export class HistoryRefused extends Error {}

export interface SeedHistoryOptions {
  seed: number;
  days: number;
  scale: number;
  now: Date;
  /** NODE_ENV is production: refused unless allowProduction. */
  production: boolean;
  allowProduction?: boolean;
  /** A password for the regular customer (the bench signs in with it); none: no password. */
  regularPassword?: string;
  onProgress?: (done: Record<string, number>) => void;
}

/**
 * Rows that are not the demo seed's: every lead (the demo seed writes none) and every booking of
 * an account other than the demo seed's (DEMO_SEED_EMAILS). A database with any is a real
 * business's, or an earlier history's, and the history refuses to write into it.
 */
export async function realRows(db: Db): Promise<{ leads: number; bookings: number }> {
  const [leads] = await db.select({ n: sql<number>`count(*)::int` }).from(pricingLeads);
  const [booked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(notInArray(user.email, [...DEMO_SEED_EMAILS]));
  return { leads: Number(leads?.n ?? 0), bookings: Number(booked?.n ?? 0) };
}

const ARRAY_TYPE: Record<Column[1], string> = {
  text: "text[]",
  uuid: "uuid[]",
  int: "int[]",
  bool: "boolean[]",
  timestamptz: "timestamptz[]",
  date: "date[]",
  jsonb: "text[]",
  numeric: "numeric[]",
};

/**
 * Writes rows as one INSERT ... SELECT FROM unnest(one array per column): a statement per batch
 * with as many parameters as columns, the fastest multi-row insert both drivers take as is.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: readonly Column[],
  rows: readonly Row[],
  batch = 4000,
) {
  for (let from = 0; from < rows.length; from += batch) {
    const part = rows.slice(from, from + batch);
    const arrays = columns.map(([name, type, value]) => {
      const values = part.map((row) => (value ? value(row) : row[name]) ?? null);
      return type === "jsonb" ? values.map((v) => (v === null ? null : JSON.stringify(v))) : values;
    });
    const names = sql.join(
      columns.map(([name]) => sql.identifier(name)),
      sql`, `,
    );
    const unnested = sql.join(
      columns.map(([, type], i) => sql`${sql.param(arrays[i])}::${sql.raw(ARRAY_TYPE[type])}`),
      sql`, `,
    );
    const aliases = columns.map((_, i) => `c${i}`);
    const selected: SQL = sql.join(
      columns.map(([, type], i) => sql.raw(type === "jsonb" ? `c${i}::jsonb` : `c${i}`)),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${names}) select ${selected} from unnest(${unnested}) as t(${sql.raw(aliases.join(", "))})`,
    );
  }
}

/** The area's crews, made up to five (the demo's are kept), and the area marked as set up. */
async function historyCrews(db: Db) {
  const existing = await db
    .select({ id: crews.id, name: crews.name, weekdays: crews.weekdays })
    .from(crews)
    .where(and(eq(crews.serviceArea, AREA), eq(crews.active, true)));
  const names = new Set(existing.map((c) => c.name));
  const wanted: { name: string; serviceArea: string; weekdays: string }[] = [];
  for (let n = 1; existing.length + wanted.length < HISTORY_CREWS; n++) {
    // Monday to Saturday: a busy business's crews take Saturdays in turn.
    if (!names.has(`Crew ${n}`)) wanted.push({ name: `Crew ${n}`, serviceArea: AREA, weekdays: "0111111" });
  }
  const made = wanted.length
    ? await db.insert(crews).values(wanted).returning({ id: crews.id, name: crews.name, weekdays: crews.weekdays })
    : [];
  return [...existing, ...made].sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
}

/**
 * Fills the database with `days` of a five-crew business (generate.ts), refusing in production
 * (unless told) and on a database with real rows (realRows). Returns the rows written per table.
 */
export async function seedHistory(db: Db, options: SeedHistoryOptions): Promise<Record<string, number>> {
  if (options.production && !options.allowProduction) {
    throw new HistoryRefused(
      "Refusing to write a made-up history with NODE_ENV=production. It is for trial and bench databases; " +
        "pass --allow-production only for a copy that no customer uses.",
    );
  }
  const real = await realRows(db);
  if (real.leads > 0 || real.bookings > 0) {
    throw new HistoryRefused(
      `Refusing to write a made-up history into a database with real rows (${real.leads} leads, ${real.bookings} bookings ` +
        "not made by the demo seed). Use an empty database.",
    );
  }
  const crewRows = await historyCrews(db);
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin")).limit(1);
  const existingJobs = await db
    .select({
      crewId: bookings.crewId,
      date: bookings.appointmentDate,
      time: bookings.appointmentTime,
      durationMinutes: bookings.durationMinutes,
    })
    .from(bookings)
    .where(sql`${bookings.status} <> 'cancelled'`);
  const counters = await db.select().from(invoiceCounters);

  // The regular customer: an account of its own (a password only when one is given).
  const regularId = seededRandom(options.seed ^ 0x5eed)
    .uuid()
    .replaceAll("-", "");
  await db.insert(user).values({
    id: regularId,
    name: REGULAR_CUSTOMER.name,
    email: REGULAR_CUSTOMER.email,
    emailVerified: true,
    role: "customer",
  });
  await db.insert(profiles).values({ userId: regularId, fullName: REGULAR_CUSTOMER.name, phone: "(415) 555-0140" });
  if (options.regularPassword) {
    await db.insert(account).values({
      id: `${regularId}-credential`,
      accountId: regularId,
      providerId: "credential",
      userId: regularId,
      password: await hashPassword(options.regularPassword),
    });
  }

  const history = historyGenerator({
    seed: options.seed,
    days: options.days,
    scale: options.scale,
    now: options.now,
    crews: crewRows,
    existingJobs,
    ownerId: owner?.id ?? null,
    invoiceSequences: Object.fromEntries(counters.map((c) => [c.year, c.last])),
    regular: { id: regularId, ...REGULAR_CUSTOMER },
    regularEveryDays: Math.max(1, Math.floor(options.days / REGULAR_VISITS)),
  });
  const written: Record<string, number> = Object.fromEntries(HISTORY_TABLES.map((t) => [t, 0]));
  for (const chunk of history.chunks()) {
    // Parents before children: accounts, leads, bookings, then what points at them.
    for (const table of HISTORY_TABLES) {
      const rows = chunk[table];
      if (!rows.length) continue;
      await bulkInsert(db, table, HISTORY_COLUMNS[table], rows, table === "analytics_events" ? 5000 : 2000);
      written[table] = (written[table] ?? 0) + rows.length;
    }
    options.onProgress?.(written);
  }
  const { series, invoiceSequences } = history.finish();
  await bulkInsert(db, "recurring_schedules", HISTORY_COLUMNS.recurring_schedules, series);
  written.recurring_schedules = series.length;
  for (const [year, last] of Object.entries(invoiceSequences)) {
    await db
      .insert(invoiceCounters)
      .values({ year: Number(year), last })
      .onConflictDoUpdate({
        target: invoiceCounters.year,
        set: { last: sql`greatest(${invoiceCounters.last}, ${last})` },
      });
  }
  // The events were written in bulk, not through recordEvents: each visitor's last page view.
  await catchUpLastSeen(db);
  // Fresh statistics, so the first pages read it with the plans they will have.
  await db.execute(sql`analyze`);
  return written;
}

/** The rows of a count query (for the script's summary). */
export async function tableCount(db: Db, table: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
  return Number(row?.n ?? 0);
}
