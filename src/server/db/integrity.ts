import { recoveryAdvice } from "./data-dir";

// A startup read of every table, so a damaged relation stops the start with a clear message
// instead of answering 500 on the first page that touches it. A table file cut short still
// "counts" fine by a sequential scan (PostgreSQL reads the blocks the file has and stops), but its
// primary key index still points at the rows that were lost: so every table is counted twice, by
// a sequential scan and by a scan of its primary key index that fetches each row, and the two
// must agree. Cost: one pass over every table and its primary key (milliseconds for thousands of
// rows). Not covered: secondary indexes and TOAST tables (read when a query needs them).

export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export class DatabaseDamagedError extends Error {
  constructor(
    readonly where: string,
    readonly problems: string[],
  ) {
    super(`The embedded database in ${where} is damaged: ${problems.join("; ")}. ${recoveryAdvice(where)}`);
    this.name = "DatabaseDamagedError";
  }
}

const TABLES = `
  select n.nspname || '.' || c.relname as label, quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name,
    (select string_agg(quote_ident(a.attname), ', ' order by array_position(i.indkey::int2[], a.attnum))
       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
      where i.indrelid = c.oid and i.indisprimary) as pk
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
  order by 1`;

export interface TableCount {
  table: string;
  rows: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads every table in full; returns each table's row count, or throws DatabaseDamagedError
 * naming each table that cannot be read or whose rows and primary key disagree. Needs a session
 * no one else uses meanwhile (the opening process, before it serves).
 */
export async function checkTables(query: Query, where: string): Promise<TableCount[]> {
  const problems: string[] = [];
  let tables: { label: string; name: string; pk: string | null }[];
  try {
    tables = (await query(TABLES)) as typeof tables;
  } catch (error) {
    throw new DatabaseDamagedError(where, [`its catalog cannot be read (${messageOf(error)})`]);
  }
  const counts: TableCount[] = [];
  for (const { label, name, pk } of tables) {
    try {
      const [seq] = await query(`select count(*)::int as n from ${name}`);
      const rows = Number(seq?.n);
      if (pk) {
        await query("begin");
        try {
          for (const setting of ["seqscan", "bitmapscan", "indexonlyscan", "sort"])
            await query(`set local enable_${setting} = off`);
          const [byKey] = await query(`select count(*)::int as n from (select 1 from ${name} order by ${pk}) s`);
          if (Number(byKey?.n) !== rows)
            problems.push(`table ${label} has ${rows} rows but its primary key index lists ${byKey?.n}`);
        } finally {
          await query("rollback");
        }
      }
      counts.push({ table: label, rows });
    } catch (error) {
      problems.push(`table ${label} cannot be read (${messageOf(error)})`);
    }
  }
  if (problems.length) throw new DatabaseDamagedError(where, problems);
  return counts;
}
