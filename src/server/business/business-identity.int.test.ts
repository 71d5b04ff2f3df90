import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdentityInputSchema } from "@/domain/business/identity";
import { settingsChanges } from "@/server/db/schema";
import { addAdmin } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import {
  BUILT_IN_IDENTITY,
  BUILT_VERSION,
  identityChanges,
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
  it("is the built-in demo identity, at the build's version, until the owner saves one", async () => {
    const stored = await storedIdentity(t.db);
    expect(stored).toMatchObject({ identity: BUILT_IN_IDENTITY, version: BUILT_VERSION, saved: null });
    expect(stored.identity.demo).toBe(true);
    expect(await siteContentVersion(t.db)).toBe(BUILT_VERSION);
  });

  it("saves what the owner typed, bumps the version and records each field with who and when", async () => {
    const first = await saveBusinessIdentity(t.db, "owner", peninsula, NOW);
    expect(first).toEqual({ version: 1, changed: ["name", "phone", "email", "street", "city", "state", "zip"] });
    const stored = await storedIdentity(t.db);
    expect(stored.identity).toMatchObject({ brand: "Peninsula Vent Care", phoneE164: "+16503214477", demo: false });
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
    expect(siteContentStatus().pagesVersion).toBe(BUILT_VERSION);
  });
});
