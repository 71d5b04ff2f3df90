import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, outboxMessages, pricingLeads, userSessions } from "@/server/db/schema";
import { saveVisitorSession } from "@/server/visitor-sessions/save-visitor-session";
import { leadInput } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { createLead } from "./create-lead";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe("createLead", () => {
  it("stores the server's price and the parsed address, ignoring a tampered price", async () => {
    const input = leadInput({
      fullName: " Ana Li ",
      pageUrl: "http://localhost/",
      pageType: "homepage",
      pricingExact: 1,
      pricingMin: 1,
      pricingMax: 1,
    });
    const lead = await createLead(t.db, input);
    const [row] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, lead.id));
    expect(row).toMatchObject({
      fullName: "Ana Li",
      pricingExact: 249 + 90 + 40 + 20,
      pricingMin: 339,
      pricingMax: 459,
      priceTableVersion: "2026-01",
      city: "Berkeley",
      state: "CA",
      zipCode: "94704",
      pageType: "homepage",
    });
  });

  it("stores 'Address not provided' when the address is empty", async () => {
    const input = leadInput({
      fullName: "Bo",
      phone: "4155550100",
      email: "bo@example.com",
      serviceType: "dryer_vent",
      bedrooms: 0,
      bathrooms: 0,
      squareFeet: 0,
      address: undefined,
    });
    const lead = await createLead(t.db, input);
    expect(lead.address).toBe("Address not provided");
    expect(lead.pricingExact).toBe(149);
    expect(lead.city).toBeNull();
  });
});

describe("createLead writes its three rows in one transaction", () => {
  const input = () =>
    leadInput({
      fullName: "Cy Atom",
      phone: "4155550100",
      email: "cy@example.com",
      bedrooms: 2,
      bathrooms: 1,
      squareFeet: 900,
      address: "1 Main St, Oakland, CA 94607",
      pageType: "homepage",
    });

  it("stores the lead as returned, with its owner email and its conversion", async () => {
    const now = new Date("2026-03-02T17:00:00Z");
    const lead = await createLead(t.db, input(), { visitorId: "visitor-atom", now });
    const [row] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, lead.id));
    const { estimateToken, folded, ...stored } = lead;
    expect(estimateToken).toMatch(/^[\w-]{20,}$/);
    expect(folded).toBe(false);
    expect(row).toEqual(stored);
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.leadId, lead.id));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "lead-owner-notice", status: "queued", nextAttemptAt: now });
    expect(mail[0]?.text).toContain(lead.id);
    const events = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, "visitor-atom"));
    expect(events.map((e) => e.name)).toEqual(["generate_lead"]);
  });

  it("stores nothing when the lead's row is refused", async () => {
    const before = await t.db.select().from(outboxMessages);
    const eventsBefore = await t.db.select().from(analyticsEvents);
    // A count the table's check refuses (the route's schema never lets it through).
    await expect(createLead(t.db, { ...input(), bedrooms: 99 }, { visitorId: "visitor-refused" })).rejects.toThrow();
    expect(await t.db.select().from(outboxMessages)).toHaveLength(before.length);
    expect(await t.db.select().from(analyticsEvents)).toHaveLength(eventsBefore.length);
  });
});

describe("createLead for one person twice at once", () => {
  it("makes one lead: the second request waits for the first and folds into it", async () => {
    const now = new Date("2026-03-03T17:00:00Z");
    const input = leadInput({ fullName: "Di Twice", phone: "4155550142", email: "di.twice@example.com" });
    // Two connections open and idle first (PostgreSQL), so the two requests do run side by side.
    await Promise.all([t.db.execute(sql`select 1`), t.db.execute(sql`select 1`)]);
    const leads = await Promise.all([createLead(t.db, input, { now }), createLead(t.db, input, { now })]);
    expect(leads.map((l) => l.folded).sort()).toEqual([false, true]);
    expect(leads[0]?.id).toBe(leads[1]?.id);
    const rows = await t.db.select().from(pricingLeads).where(eq(pricingLeads.email, "di.twice@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.requestCount).toBe(2);
  });
});

describe("saveVisitorSession", () => {
  it("upserts on the session id", async () => {
    const sessionId = "sess_1795249456302_abc123";
    await saveVisitorSession(t.db, { sessionId, pageType: "homepage", latitude: 37.7, longitude: -122.4 });
    await saveVisitorSession(t.db, { sessionId, pageType: "homepage", address: "1 Main St, Oakland, CA 94607" });
    const rows = await t.db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ city: "Oakland", zipCode: "94607", latitude: null });
  });
});
