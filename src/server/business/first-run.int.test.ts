import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstRunDone, firstRunSteps } from "@/domain/business/first-run";
import { businessIdentityInputSchema } from "@/domain/business/identity";
import { METROS } from "@/domain/geo/areas";
import { BUILT_IN_PRICE_BOOK, inputOf } from "@/domain/pricing/price-book";
import { changeArea } from "@/server/areas/change-area";
import { settingsChanges } from "@/server/db/schema";
import { savePriceBook } from "@/server/pricing/price-book";
import { addAdmin } from "../../../tests/support/records";
import { staffArea } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { insertDemoIdentity, saveBusinessIdentity } from "./business-identity";
import { firstRunFacts, markSetupStep } from "./first-run";

// The first run's state is the database's (decision 0042): each step turns done when its data is
// saved or its mark recorded, with who and when, on any server and any device.

let t: TestDb;
const now = new Date();
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const OWNER = "admin@example.com";
const done = async () =>
  Object.fromEntries(firstRunSteps(await firstRunFacts(t.db, OWNER)).map((s) => [s.step, s.done]));

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
});
afterAll(() => t.close());

describe("the first run, from the database", () => {
  it("a fresh install has only the account done, every metro open but not yet reviewed", async () => {
    const facts = await firstRunFacts(t.db, OWNER);
    expect(facts).toMatchObject({
      identity: "none",
      openMetros: METROS.length,
      areasChanged: false,
      staffedCrews: 0,
      priceVersion: 0,
    });
    expect(await done()).toEqual({
      account: true,
      business: false,
      areas: false,
      crews: false,
      prices: false,
      payments: false,
    });
  });

  it("the demo's row is not the owner's details", async () => {
    await insertDemoIdentity(t.db, now);
    expect((await firstRunFacts(t.db, OWNER)).identity).toBe("demo");
    expect((await done()).business).toBe(false);
  });

  it("each step turns done by its own data or mark, recorded with who and when", async () => {
    await saveBusinessIdentity(
      t.db,
      "owner",
      businessIdentityInputSchema.parse({
        name: "Peninsula Vent Care",
        phone: "650.321.4477",
        email: "office@peninsulavent.com",
        street: "200 Middlefield Rd",
        city: "Menlo Park",
        state: "CA",
        zip: "94025",
      }),
      now,
    );
    await changeArea(t.db, "owner", { area: "chicago", open: false, keepPages: true, closedZips: [] }, now);
    await staffArea(t.db, "bay-area");
    await markSetupStep(t.db, "owner", { step: "prices", marked: true }, later(1));
    await markSetupStep(t.db, "owner", { step: "payments", marked: true }, later(2));
    const facts = await firstRunFacts(t.db, OWNER);
    expect(facts).toMatchObject({ identity: "saved", openMetros: METROS.length - 1, areasChanged: true });
    expect(facts.staffedCrews).toBeGreaterThan(0);
    expect([...facts.marked].sort()).toEqual(["payments", "prices"]);
    expect(firstRunDone(firstRunSteps(facts))).toBe(true);

    const rows = await t.db.select().from(settingsChanges).where(eq(settingsChanges.setting, "setup.payments"));
    expect(rows).toEqual([expect.objectContaining({ action: "set", shown: "skipped", changedBy: "owner" })]);
  });

  it("a mark taken back undoes the step; a saved price book does it for good", async () => {
    await markSetupStep(t.db, "owner", { step: "prices", marked: false }, later(3));
    expect((await done()).prices).toBe(false);
    await savePriceBook(t.db, "owner", inputOf(BUILT_IN_PRICE_BOOK), later(4));
    expect((await done()).prices).toBe(true);
    await markSetupStep(t.db, "owner", { step: "payments", marked: false }, later(5));
    expect((await done()).payments).toBe(false);
  });
});
