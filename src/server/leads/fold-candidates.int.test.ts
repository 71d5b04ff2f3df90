import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personKeys } from "@/domain/leads/lead-work";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { foldCandidates, foldCandidatesQuery } from "./fold-candidates";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  // A busy day's leads: 3,000 people, each with their own email and phone, asked in the last hours.
  await t.db.execute(sql`
    insert into pricing_leads (full_name, phone, email, service_type, bedrooms, bathrooms, square_feet,
      pricing_exact, pricing_min, pricing_max, price_table_version, address, last_request_at)
    select 'Person ' || n, '(415) 5' || lpad(n::text, 6, '0'), 'person' || n || '@example.com', 'standard', 3, 2, 1800,
      399, 339, 459, '2026-01', '1 Main St, Oakland, CA 94607', now() - (n % 600) * interval '1 minute'
    from generate_series(1, 3000) as n`);
  await t.db.execute(sql`analyze pricing_leads`);
});
afterAll(() => t.close());

const plan = async (keys: { email: string; phone: string }) => {
  const since = new Date(Date.now() - 24 * 3_600_000);
  return t.db.transaction(async (tx) => {
    // Make a full read of the table the last resort, so the plan shows whether an index can serve.
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${foldCandidatesQuery(tx, { since, ...keys }).getSQL()}`);
    return rowsOf<Record<string, string>>(result)
      .map((r) => Object.values(r)[0])
      .join("\n");
  });
};

describe("foldCandidates", () => {
  it("finds one person's leads through the email and phone key indexes, not by reading the day's leads", async () => {
    const text = await plan(personKeys({ email: "Person17@Example.com", phone: "415-500-0017" }));
    expect(text).toContain("pricing_leads_email_key_idx");
    expect(text).toContain("pricing_leads_phone_key_idx");
    expect(text).not.toMatch(/Seq Scan/);
  });

  it("finds a lead by its phone whatever the punctuation, and by its email whatever the case", async () => {
    const since = new Date(Date.now() - 24 * 3_600_000);
    const byPhone = await foldCandidates(
      t.db,
      personKeys({ email: "new@example.com", phone: "+1 415 500 0042" }),
      since,
    );
    expect(byPhone.map((l) => l.email)).toEqual(["person42@example.com"]);
    const byEmail = await foldCandidates(t.db, personKeys({ email: " PERSON43@example.COM ", phone: "1" }), since);
    expect(byEmail.map((l) => l.phone)).toEqual(["(415) 5000043"]);
  });

  it("reads only what a fold uses of an earlier lead, not the whole row", async () => {
    const since = new Date(Date.now() - 24 * 3_600_000);
    const [lead] = await foldCandidates(t.db, personKeys({ email: "person44@example.com", phone: "1" }), since);
    expect(Object.keys(lead ?? {}).sort()).toEqual(
      ["consentAt", "consentTextVersion", "email", "id", "lastRequestAt", "marketingConsent", "phone", "status"].sort(),
    );
  });
});
