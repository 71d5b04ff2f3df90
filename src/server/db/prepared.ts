import "server-only";
import { getTableColumns, param, type SQL, sql, type Table } from "drizzle-orm";

type Row = Record<string, unknown>;
type Rows = Record<string, Row | undefined>;
/** Each row of `R` with a placeholder in place of every value. */
export type Slots<R extends Rows> = { [N in keyof R]: { [K in keyof NonNullable<R[N]>]: SQL } };

interface Statement {
  execute(values: Row): Promise<unknown>;
}
type Encoder = { mapToDriverValue(value: unknown): unknown };

export interface PrepareOptions<R extends Rows> {
  /** The table each row is written to: its values are then encoded by the table's columns. */
  tables?: { [N in keyof R]?: Table };
  /**
   * Planned by PostgreSQL for each run's values (an unnamed statement) rather than once for any
   * values: for a read whose best plan depends on the values and on the table's statistics.
   */
  planEachRun?: boolean;
}

// Per database handle: a handle a pipelined transaction lends is bound to one pooled connection
// for the connection's life, and a named statement lives on its connection.
const made = new WeakMap<object, Map<string, { statement: Statement; shape: string }>>();

const present = (rows: Rows) => Object.entries(rows).filter((entry): entry is [string, Row] => entry[1] !== undefined);

const shapeOf = (rows: Rows) =>
  present(rows)
    .map(([name, row]) => `${name}(${Object.keys(row).join(",")})`)
    .join(" ");

// A value written to a column goes through the column's encoder, as drizzle does for a value given
// in place; drizzle skips the encoder for null but encodes a placeholder's value blindly (a null
// timestamp would throw, a null JSON would be stored as JSON's null).
function slot(name: string, column: Encoder | undefined): SQL {
  const placeholder = sql.placeholder(name);
  if (!column) return sql`${placeholder}`;
  return param(placeholder, {
    mapToDriverValue: (value) => (value === null ? null : column.mapToDriverValue(value)),
  }).getSQL();
}

function slotsFor<R extends Rows>(name: string, rows: R, tables: PrepareOptions<R>["tables"] = {}): Slots<R> {
  const entries = present(rows).map(([rowName, row]) => {
    const table = tables[rowName];
    const columns: Record<string, Encoder> = table ? getTableColumns(table) : {};
    const unknown = table ? Object.keys(row).filter((field) => !(field in columns)) : [];
    if (unknown.length) throw new Error(`prepared statement ${name}: ${rowName} has no column ${unknown.join(", ")}`);
    return [rowName, Object.fromEntries(Object.keys(row).map((f) => [f, slot(`${rowName}.${f}`, columns[f])]))];
  });
  return Object.fromEntries(entries) as Slots<R>;
}

/**
 * A statement built from placeholders once per database handle and `name`, run with `rows`' values.
 * `build` gets a placeholder for every field of every row and returns the statement drizzle
 * prepares under the name it is given (`….prepare(name)`).
 *
 * On PostgreSQL the handle a pipelined transaction lends stays bound to its pooled connection, so
 * there the statement is built by drizzle, and parsed and planned by the server, once per connection
 * rather than once per request: building the price request's insert (the lead with its notice and
 * conversion as CTEs) was the largest share of the request's own CPU time on this machine. On
 * PGlite, whose transactions are new handles, it is built each time, as any query is.
 *
 * A row may be left out (undefined). Every run under one name must pass the same rows with the same
 * fields: a field left out would otherwise silently not be written, so another shape throws.
 *
 * Like a drizzle query, it is sent when first awaited (then), not when made: a pipelined
 * transaction decides when its statements leave.
 */
export function prepared<R extends Rows, S extends Statement>(
  db: object,
  name: string,
  rows: R,
  build: (slots: Slots<R>, name: string) => S,
  options: PrepareOptions<R> = {},
): PromiseLike<Awaited<ReturnType<S["execute"]>>> {
  let run: Promise<Awaited<ReturnType<S["execute"]>>> | undefined;
  const start = () => {
    const shape = shapeOf(rows);
    let byName = made.get(db);
    if (!byName) {
      byName = new Map();
      made.set(db, byName);
    }
    let entry = byName.get(name);
    if (!entry) {
      entry = { statement: build(slotsFor(name, rows, options.tables), options.planEachRun ? "" : name), shape };
      byName.set(name, entry);
    } else if (entry.shape !== shape) {
      throw new Error(`prepared statement ${name} was built for ${entry.shape}, not ${shape}`);
    }
    const values: Row = {};
    for (const [rowName, row] of present(rows)) {
      for (const [field, value] of Object.entries(row)) values[`${rowName}.${field}`] = value;
    }
    return entry.statement.execute(values) as Promise<Awaited<ReturnType<S["execute"]>>>;
  };
  return {
    // biome-ignore lint/suspicious/noThenProperty: a lazy query, as drizzle's own
    then(onFulfilled, onRejected) {
      run ??= new Promise((resolve) => resolve(start()));
      return run.then(onFulfilled, onRejected);
    },
  };
}
