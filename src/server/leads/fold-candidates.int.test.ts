import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { foldCandidates, foldCandidatesQuery } from "./fold-candidates";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  // A busy day's leads: 3,000 requests, each with its own digest, asked in the last hours.
  await t.db.execute(sql`
    insert into pricing_leads (full_name, phone, email, service_type, bedrooms, bathrooms, square_feet,
      pricing_exact, pricing_min, pricing_max, price_table_version, address, last_request_at, request_digest)
    select 'Person ' || n, '(415) 5' || lpad(n::text, 6, '0'), 'person' || n || '@example.com', 'air_duct', 3, 2, 1800,
      399, 339, 459, '2026-01', '1 Main St, Oakland, CA 94607', now() - (n % 600) * interval '1 minute', 'digest-' || n
    from generate_series(1, 3000) as n`);
  await t.db.execute(sql`analyze pricing_leads`);
});
afterAll(() => t.close());

const since = () => new Date(Date.now() - 24 * 3_600_000);

describe("foldCandidates", () => {
  it("finds the same request through the digest index, not by reading the day's leads", async () => {
    const text = await t.db.transaction(async (tx) => {
      // Make a full read of the table the last resort, so the plan shows whether an index can serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain ${foldCandidatesQuery(tx, { since: since(), digest: "digest-17" }).getSQL()}`,
      );
      return rowsOf<Record<string, string>>(result)
        .map((r) => Object.values(r)[0])
        .join("\n");
    });
    expect(text).toContain("pricing_leads_request_digest_idx");
    expect(text).not.toMatch(/Seq Scan/);
  });

  it("finds only the lead of the same digest, and reads only what a fold uses", async () => {
    const found = await foldCandidates(t.db, "digest-42", since());
    expect(found).toHaveLength(1);
    expect(Object.keys(found[0] ?? {}).sort()).toEqual(["id", "lastRequestAt", "requestDigest", "status"]);
    expect(await foldCandidates(t.db, "digest-none", since())).toEqual([]);
  });
});
