import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factsInputSchema } from "@/domain/business-facts/business-facts";
import { businessFacts } from "@/server/db/schema";
import { addAdmin } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { getBusinessFacts, saveBusinessFacts } from "./business-facts";
import { CLAIMS_MEMO_MS, forgetPublicClaims, publicClaims } from "./public-claims";

let t: TestDb;
const NOW = new Date("2026-11-27T18:00:00Z");
const form = (v: Record<string, unknown>) =>
  factsInputSchema.parse({ insured: false, emergencyOn: false, sameDay: false, ...v });

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
});
afterAll(() => t.close());

describe("business facts", () => {
  it("claim nothing on a fresh install", async () => {
    forgetPublicClaims();
    expect(await publicClaims(t.db, NOW)).toEqual([]);
    expect((await getBusinessFacts(t.db)).updatedAt).toBeNull();
  });

  it("show what the owner saved, and record who saved it and when", async () => {
    const saved = await saveBusinessFacts(
      t.db,
      "owner",
      form({
        insured: true,
        licenseNumber: "CSLB #1098765",
        emergencyOn: true,
        emergencyPhone: "555",
        emergencyHours: "7-22",
      }),
      NOW,
    );
    expect(saved.ok).toBe(true);
    const facts = await getBusinessFacts(t.db);
    expect(facts).toMatchObject({ insured: true, licenseNumber: "CSLB #1098765", updatedBy: "owner", updatedAt: NOW });
    // This process still answers from memory for a while; a save in it forgets at once (the route does).
    expect(await publicClaims(t.db, new Date(NOW.getTime() + 1000))).toEqual([]);
    expect((await publicClaims(t.db, new Date(NOW.getTime() + CLAIMS_MEMO_MS + 1))).map((c) => c.text)).toEqual([
      "Insured",
      "License CSLB #1098765",
      "Emergency service: 555 (7-22)",
    ]);
  });

  it("keep one row: a second save replaces the claims, turning emergency service off drops its details", async () => {
    await saveBusinessFacts(t.db, "owner", form({ foundedYear: 2012 }), NOW);
    expect(await t.db.select().from(businessFacts)).toHaveLength(1);
    forgetPublicClaims();
    expect((await publicClaims(t.db, NOW)).map((c) => c.text)).toEqual(["In business since 2012"]);
    const [row] = await t.db.select().from(businessFacts);
    expect([row?.emergencyPhone, row?.emergencyHours, row?.insured]).toEqual([null, null, false]);
  });

  it("refuse a start year still to come, and save nothing", async () => {
    expect(await saveBusinessFacts(t.db, "owner", form({ foundedYear: 2027 }), NOW)).toEqual({
      ok: false,
      reason: "founded-year-future",
    });
    expect((await getBusinessFacts(t.db)).foundedYear).toBe(2012);
  });
});
