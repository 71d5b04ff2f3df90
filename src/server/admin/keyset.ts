import "server-only";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { type Cursor, PAGE_SIZE, type PageRequest, pageOf } from "@/domain/paging/cursor";

/** A timestamp column as a cursor's time: UTC to the microsecond, as the database keeps it. */
export const cursorTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * What one page's query needs for a list ordered newest first by (time, id): the condition past
 * the cursor and the order to read in. Both columns in one row comparison, so an index on
 * (time, id) reads exactly the page.
 */
export function keyset(time: AnyColumn, id: AnyColumn, page: PageRequest): { where?: SQL; order: SQL[] } {
  const down = page?.dir !== "newer";
  const order = down ? [sql`${time} desc`, sql`${id} desc`] : [sql`${time} asc`, sql`${id} asc`];
  if (!page) return { order };
  const at = sql`(${page.cursor.at}::timestamptz, ${page.cursor.id}::uuid)`;
  return { where: down ? sql`(${time}, ${id}) < ${at}` : sql`(${time}, ${id}) > ${at}`, order };
}

/**
 * One page of a newest-first list: `fetch` reads up to `limit` rows for a page request (with
 * `keyset`'s condition and order). A "newer" page that reaches the top is the first page itself,
 * so the top always shows a whole page.
 */
export async function keysetPage<T>(
  page: PageRequest,
  fetch: (page: PageRequest, limit: number) => Promise<T[]>,
  key: (row: T) => Cursor,
  size = PAGE_SIZE,
) {
  const fetched = await fetch(page, size + 1);
  // A cursor past either end (its rows deleted since, or a link edited by hand) shows the first page.
  const atEnd = page?.dir === "newer" ? fetched.length <= size : fetched.length === 0;
  if (page && atEnd) return pageOf(await fetch(null, size + 1), null, key, size);
  return pageOf(fetched, page, key, size);
}
