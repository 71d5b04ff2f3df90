import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { SEARCH_KEYS } from "./search-keys";

const MIGRATIONS = path.resolve(import.meta.dirname, "../db/migrations");

it("indexes exactly the expressions the search compares with", () => {
  const file = fs.readdirSync(MIGRATIONS).find((name) => name.endsWith("_customer_search_trigrams.sql"));
  expect(file).toBeDefined();
  const migration = fs.readFileSync(path.join(MIGRATIONS, file as string), "utf8");
  for (const expression of Object.values(SEARCH_KEYS)) {
    expect(migration).toContain(`((${expression}) gin_trgm_ops)`);
  }
});
