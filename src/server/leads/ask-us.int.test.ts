// "Ask us" (docs/decisions/0024-one-price.md): a lead without a quote, through the lead use case's
// own store, beside price requests.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askUsInputSchema } from "@/domain/leads/ask-us-input";
import { pricingLeads } from "@/server/db/schema";
import { leadInput, outboxOf } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { createAskUsLead, createLead } from "./create-lead";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const NOW = new Date("2026-11-24T18:00:00Z");
const ask = (patch: Record<string, unknown> = {}) =>
  askUsInputSchema.parse({
    service: "sanitizing",
    fullName: "Quinn Question",
    phone: "(415) 555-0142",
    email: "quinn@example.com",
    question: "Is it safe with a cat in the house",
    ...patch,
  });

describe("an ask-us lead", () => {
  it("is stored with no home and no quote, its question as a note, and the owner hears of it", async () => {
    await createLead(t.db, leadInput({ email: "price-first@example.com" }), { now: NOW });
    const lead = await createAskUsLead(t.db, ask(), { now: NOW });
    await createLead(t.db, leadInput({ email: "price-after@example.com" }), { now: NOW });
    const [row] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, lead.id));
    expect(row).toMatchObject({
      serviceType: "sanitizing",
      bedrooms: 0,
      pricingExact: 0,
      priceTableVersion: "ask-us",
      notes: "Asked: Is it safe with a cat in the house",
      status: "new",
    });
    const [notice] = await outboxOf(t.db, { leadId: lead.id, kind: "lead-owner-notice" });
    expect(notice?.subject).toBe("Asks for a price: Quinn Question, Sanitizing Treatment");
    expect(notice?.text).toContain("Question: Is it safe with a cat in the house");
    expect(notice?.text).not.toContain("$0");
  });

  it("refuses a service that is priced online, and a question with a link", () => {
    expect(askUsInputSchema.safeParse({ ...ask(), service: "air_duct" }).success).toBe(false);
    expect(askUsInputSchema.safeParse({ ...ask(), question: "see evil.example/x" }).success).toBe(false);
  });
});
