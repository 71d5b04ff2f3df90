import type { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filters, handMadeInsights } from "../../../tests/support/insights-dataset";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { speedFigures } from "./insights-figures";

let d: TestDb;
beforeAll(async () => {
  d = await createTestDb();
  await handMadeInsights(d);
});
afterAll(() => d.close());

const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await d.db.execute(query))[0]?.n;

describe("speed to lead", () => {
  it("speed to lead in business minutes", async () => {
    const speed = await speedFigures(d.db, filters);
    expect(speed.overall).toEqual({ answered: 2, waiting: 2, medianMinutes: 60, p90Minutes: 84 });
    expect(speed.weeks[0]?.speed.answered).toBe(2);
  });
});
