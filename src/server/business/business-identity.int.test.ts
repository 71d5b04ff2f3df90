import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdentityInputSchema, NOT_SET_UP } from "@/domain/business/identity";
import { businessIdentity, settingsChanges } from "@/server/db/schema";
import { addAdmin } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import {
  builtContent,
  DEMO_IDENTITY,
  DEMO_VERSION,
  identityChanges,
  insertDemoIdentity,
  NO_IDENTITY_VERSION,
  saveBusinessIdentity,
  siteContentVersion,
  storedIdentity,
} from "./business-identity";
import { followSiteContent, pageIdentity, siteContentStatus } from "./site-content";

let t: TestDb;
const NOW = new Date("2026-12-06T18:00:00Z");
const peninsula = businessIdentityInputSchema.parse({
  name: "Peninsula Vent Care",
  phone: "(650) 321-4477",
  email: "office@peninsulavent.com",
  street: "200 Middlefield Rd",
  city: "Menlo Park",
  state: "CA",
  zip: "94025",
});

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
});
afterAll(() => t.close());

describe("business identity", () => {
  it("is not set up, with no phone or address, until an identity is saved (a fresh production install)", async () => {
    const stored = await storedIdentity(t.db);
    expect(stored).toMatchObject({ identity: NOT_SET_UP, version: NO_IDENTITY_VERSION, saved: null });
    expect(stored.identity).toMatchObject({ setUp: false, demo: false, phone: "", phoneE164: "" });
    expect(JSON.stringify(stored.identity)).not.toMatch(/555|Example Street/);
    expect(await siteContentVersion(t.db)).toBe(NO_IDENTITY_VERSION);
  });

  it("is the demo's, marked demo, once the demo seed wrote it; written once", async () => {
    await insertDemoIdentity(t.db, NOW);
    const stored = await storedIdentity(t.db);
    expect(stored.identity).toEqual(DEMO_IDENTITY);
    expect(stored.identity).toMatchObject({
      demo: true,
      setUp: true,
      phone: "(415) 555-0134",
      shortBrand: "ClearVent",
    });
    expect(stored.version).toBe(DEMO_VERSION);
    // A demo build renders exactly this (no regeneration at a demo server's start).
    expect(builtContent()).toEqual({ identity: DEMO_IDENTITY, version: DEMO_VERSION });
    await insertDemoIdentity(t.db, NOW);
    expect(await siteContentVersion(t.db)).toBe(DEMO_VERSION);
  });

  it("saves what the owner typed, bumps the version and records each field with who and when", async () => {
    const first = await saveBusinessIdentity(t.db, "owner", peninsula, NOW);
    // From the demo row (version 0): every field but the state, which is CA in both.
    expect(first).toEqual({ version: 1, changed: ["name", "phone", "email", "street", "city", "zip"] });
    const stored = await storedIdentity(t.db);
    expect(stored.identity).toMatchObject({
      brand: "Peninsula Vent Care",
      phoneE164: "+16503214477",
      demo: false,
      setUp: true,
    });
    expect((await t.db.select().from(businessIdentity))[0]?.demo).toBe(false);
    expect(stored.updatedAt).toEqual(NOW);

    const later = new Date(NOW.getTime() + 60_000);
    const second = await saveBusinessIdentity(t.db, "owner", { ...peninsula, phone: "(650) 321-9000" }, later);
    expect(second).toEqual({ version: 2, changed: ["phone"] });
    expect(await siteContentVersion(t.db)).toBe(2);
    const phones = await t.db.select().from(settingsChanges).where(eq(settingsChanges.setting, "business.phone"));
    expect(phones.map((c) => [c.shown, c.changedBy, c.changedAt.getTime()])).toEqual([
      ["(650) 321-4477", "owner", NOW.getTime()],
      ["(650) 321-9000", "owner", later.getTime()],
    ]);
    expect((await identityChanges(t.db))[0]).toMatchObject({ setting: "business.phone", shown: "(650) 321-9000" });
  });

  it("bumps the version once per save when two saves race; the last one wins, both recorded", async () => {
    const before = await siteContentVersion(t.db);
    await Promise.all([
      saveBusinessIdentity(t.db, "owner", { ...peninsula, name: "Racer One" }, NOW),
      saveBusinessIdentity(t.db, "owner", { ...peninsula, name: "Racer Two" }, NOW),
    ]);
    expect(await siteContentVersion(t.db)).toBe(before + 2);
    expect(["Racer One", "Racer Two"]).toContain((await storedIdentity(t.db)).identity.brand);
    const names = await t.db.select().from(settingsChanges).where(eq(settingsChanges.setting, "business.name"));
    expect(names.map((c) => c.shown)).toEqual(expect.arrayContaining(["Racer One", "Racer Two"]));
  });

  it("is what a server renders once it has read the new version", async () => {
    await saveBusinessIdentity(t.db, "owner", { ...peninsula, name: "Followed Name" }, NOW);
    await followSiteContent(t.db, { loadOnly: true });
    expect(pageIdentity().brand).toBe("Followed Name");
    expect(siteContentStatus().version).toBe(await siteContentVersion(t.db));
    // The pages still carry the build's version: a started server regenerates them next.
    expect(siteContentStatus().pagesVersion).toBe(builtContent().version);
  });
});
