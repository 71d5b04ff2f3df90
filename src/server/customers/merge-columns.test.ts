import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "@/server/db/schema";
import { USER_COLUMNS } from "./merge-columns";

/** Every column of the schema with a foreign key to "user", as "table.column". */
function userReferences(): string[] {
  const found: string[] = [];
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableConfig(ref.foreignTable).name !== "user") continue;
      for (const column of ref.columns) found.push(`${config.name}.${column.name}`);
    }
  }
  return found.sort();
}

describe("a customer merge", () => {
  it("decides what happens to every column that names an account, and to nothing else", () => {
    const references = userReferences();
    // The schema has such columns (the reader works), and the merge's list is exactly them.
    expect(references).toContain("bookings.user_id");
    expect(references.length).toBeGreaterThan(30);
    expect(Object.keys(USER_COLUMNS).sort()).toEqual(references);
  });
});
