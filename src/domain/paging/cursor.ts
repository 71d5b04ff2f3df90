import { z } from "../validation/zod";

// The owner's lists are paged by a key (time, id) rather than by a count of rows to skip: a page
// deep in three years of rows costs what the first page does, and a row added while the owner
// reads does not shift the next page by one.

/** Rows per page of the owner's lists. */
export const PAGE_SIZE = 50;

/** Where a page starts: a row's time (UTC, to the microsecond as the database keeps it) and id. */
export interface Cursor {
  at: string;
  id: string;
}

/** Which way from the cursor: older rows (the next page down a newest-first list) or newer ones. */
export type PageRequest = { dir: "older" | "newer"; cursor: Cursor } | null;

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/**
 * The years a row of ours can be stamped with. A list's key is the time the site wrote the row
 * (a lead's or booking's creation, an invoice's issue), and the site is far younger than 2000. The
 * cursor is parsed from the query with no clock at hand (the domain takes none, and a page parses it
 * first), so "not after now" becomes a fixed 2100, past any row this code will write; a cursor
 * later than the newest row still just shows the first page. PostgreSQL reads every instant in
 * between; year 0000, which it has not, made the page's query throw.
 */
export const CURSOR_YEARS = { first: 2000, last: 2100 } as const;

/**
 * Whether the time is one that exists, written as we write it. `Date.parse` takes 2026-02-31 (as
 * March 3) and 24:00 (as the next day), which PostgreSQL refuses or reads as another instant, so the
 * text must come back unchanged from a Date. Compared to the second: the fraction is only digits
 * (the regex), never impossible, and a Date would cut its microseconds.
 */
function realInstant(at: string): boolean {
  const year = Number(at.slice(0, 4));
  if (year < CURSOR_YEARS.first || year > CURSOR_YEARS.last) return false;
  const seconds = at.slice(0, 19);
  const date = new Date(`${seconds}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === seconds;
}

const cursorText = z
  .string()
  .max(80)
  .transform((text, ctx): Cursor => {
    const cut = text.indexOf("_");
    const at = text.slice(0, cut);
    const id = text.slice(cut + 1);
    if (cut < 0 || !AT.test(at) || !realInstant(at) || !z.uuid().safeParse(id).success) {
      ctx.addIssue({ code: "custom", message: "This page link is not one of ours." });
      return z.NEVER;
    }
    return { at, id: id.toLowerCase() };
  });

/** "2026-11-27T20:00:00.123456Z_<uuid>": readable in a URL, and nothing in it needs escaping. */
export const formatCursor = (c: Cursor) => `${c.at}_${c.id}`;

/**
 * The page asked for by a list's query (`older` or `newer`, a cursor each), or null for the first
 * page. `bad` is true when a cursor was given but is not one we make: the list shows its first
 * page and says so, never an error.
 */
export function pageRequest(query: Record<string, unknown>): { page: PageRequest; bad: boolean } {
  for (const dir of ["older", "newer"] as const) {
    const text = query[dir];
    if (text === undefined || text === "") continue;
    // A repeated parameter (?older=a&older=b) is an array: not a link of ours either.
    const parsed = cursorText.safeParse(text);
    return parsed.success ? { page: { dir, cursor: parsed.data }, bad: false } : { page: null, bad: true };
  }
  return { page: null, bad: false };
}

/** A list's links to its neighbouring pages: each the list's own filters plus one cursor. */
export function pageLinks(
  path: string,
  filters: Record<string, string>,
  cursors: { newer: Cursor | null; older: Cursor | null },
): { newer: string | null; older: string | null } {
  const link = (dir: "newer" | "older", c: Cursor | null) => {
    if (!c) return null;
    const q = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
    q.set(dir, formatCursor(c));
    return `${path}?${q}`;
  };
  return { newer: link("newer", cursors.newer), older: link("older", cursors.older) };
}

/**
 * From the rows fetched for a page (up to PAGE_SIZE + 1, in the direction asked, so the extra one
 * says whether there is more that way), the page newest first and the cursors of its neighbours.
 */
export function pageOf<T>(
  fetched: readonly T[],
  page: PageRequest,
  key: (row: T) => Cursor,
  size = PAGE_SIZE,
): { rows: T[]; newer: Cursor | null; older: Cursor | null } {
  const more = fetched.length > size;
  const rows = fetched.slice(0, size);
  if (page?.dir === "newer") rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return { rows, newer: null, older: page?.dir === "newer" ? page.cursor : null };
  return {
    rows,
    // Going down, there is a newer page whenever we came from one; going up, when rows were left over.
    newer: page?.dir === "older" || (page?.dir === "newer" && more) ? key(first) : null,
    older: page?.dir === "newer" || more ? key(last) : null,
  };
}
