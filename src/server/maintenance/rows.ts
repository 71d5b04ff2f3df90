/** The rows of a `db.execute` result, whichever driver answered (PGlite or node-postgres). */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
