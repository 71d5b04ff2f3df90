import { randomUUID } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedIdentity } from "@/server/business/business-identity";
import { account, bookings, businessIdentity, session, user } from "@/server/db/schema";
import { listCrewJobs } from "@/server/technician/crew-jobs";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import {
  DEMO_ADMIN,
  DEMO_CREW,
  DEMO_CUSTOMER,
  DEMO_TECHNICIAN,
  disablePublishedPasswords,
  insertDemoAccounts,
} from "./demo-accounts";

// Friday 2026-11-27, 7:00 Pacific: the day the demo database is created.
const NOW = new Date("2026-11-27T15:00:00Z");

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

async function addAccount(email: string, password: string, role: "admin" | "customer") {
  const id = randomUUID();
  await t.db.insert(user).values({ id, name: email, email, role, emailVerified: true });
  await t.db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(password),
  });
  await t.db
    .insert(session)
    .values({ id: randomUUID(), token: randomUUID(), userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
  return id;
}

const passwordOf = async (email: string) =>
  (
    await t.db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email))
  )[0]?.hash;

describe("demo accounts", () => {
  it("writes the accounts with working, verified credentials and profiles", async () => {
    expect(await insertDemoAccounts(t.db, NOW)).toEqual([DEMO_CUSTOMER.email, DEMO_ADMIN.email, DEMO_TECHNICIAN.email]);
    const [admin] = await t.db.select().from(user).where(eq(user.email, DEMO_ADMIN.email));
    expect(admin).toMatchObject({ role: "admin", emailVerified: true, name: DEMO_ADMIN.name });
    expect(
      await verifyPassword({ hash: (await passwordOf(DEMO_ADMIN.email)) ?? "", password: DEMO_ADMIN.password }),
    ).toBe(true);
  });

  it("writes the demo business as a saved identity marked demo (decision 0035)", async () => {
    const [row] = await t.db.select().from(businessIdentity);
    expect(row).toMatchObject({ name: "ClearVent Air Duct Cleaning", phone: "(415) 555-0134", demo: true, version: 0 });
    expect((await storedIdentity(t.db)).identity).toMatchObject({ demo: true, setUp: true, brand: row?.name });
  });

  it("gives the demo technician a crew with jobs today, and none of the other crew's", async () => {
    const [tech] = await t.db.select().from(user).where(eq(user.email, DEMO_TECHNICIAN.email));
    expect(tech).toMatchObject({ role: "technician", emailVerified: true });
    expect(
      await verifyPassword({
        hash: (await passwordOf(DEMO_TECHNICIAN.email)) ?? "",
        password: DEMO_TECHNICIAN.password,
      }),
    ).toBe(true);
    const listed = await listCrewJobs(t.db, tech?.id ?? "", NOW);
    if (!listed.crew) throw new Error("the demo technician has no crew");
    expect(listed.crew).toMatchObject({ id: DEMO_CREW.id, name: DEMO_CREW.name });
    const [today] = listed.days;
    expect(today).toMatchObject({ date: "2026-11-27", today: true });
    expect(today?.jobs.map((j) => [j.booking.appointmentTime, j.booking.status, j.booking.serviceArea])).toEqual([
      ["08:00", "confirmed", "bay-area"],
      ["10:00", "confirmed", "bay-area"],
      ["15:00", "confirmed", "bay-area"],
    ]);
    // The other crew's job exists, on the same day, and is not on this phone.
    const all = await t.db.select().from(bookings).where(eq(bookings.appointmentDate, "2026-11-27"));
    expect(all).toHaveLength(4);
  });

  it("disables every account that signs in with a published password, judged by its hash, and keeps its data", async () => {
    // Demo customer: its password was changed by its owner, so it is safe.
    await t.db
      .update(account)
      .set({ password: await hashPassword("a private passphrase") })
      .where(
        eq(account.userId, (await t.db.select().from(user).where(eq(user.email, DEMO_CUSTOMER.email)))[0]?.id ?? ""),
      );
    // An owner who created their admin with the README's example password.
    const copied = await addAccount("owner@yourcompany.com", DEMO_ADMIN.password, "admin");
    const safeAdmin = await addAccount("boss@yourcompany.com", "correct horse battery", "admin");
    // A customer whose own password happens to be the demo one: not an admin, not a demo email.
    await addAccount("someone@example.com", DEMO_CUSTOMER.password, "customer");
    const [demoAdmin] = await t.db.select().from(user).where(eq(user.email, DEMO_ADMIN.email));
    await t.db.insert(session).values({
      id: randomUUID(),
      token: randomUUID(),
      userId: demoAdmin?.id ?? "",
      expiresAt: new Date(Date.now() + 1e8),
    });
    await t.db.insert(bookings).values({
      userId: demoAdmin?.id ?? "",
      serviceType: "air_duct",
      appointmentDate: "2026-12-01",
      appointmentTime: "09:00",
      address: "1 Main St",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
      priceExact: "379.00",
    });

    const disabled = await disablePublishedPasswords(t.db);
    expect(disabled.map((d) => d.email).sort()).toEqual([
      DEMO_ADMIN.email,
      "owner@yourcompany.com",
      DEMO_TECHNICIAN.email,
    ]);
    expect(await passwordOf(DEMO_ADMIN.email)).toBeUndefined();
    expect(await passwordOf("owner@yourcompany.com")).toBeUndefined();
    expect(await t.db.select().from(session).where(eq(session.userId, copied))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(session)
        .where(eq(session.userId, demoAdmin?.id ?? "")),
    ).toEqual([]);
    // Kept: the accounts themselves and what they own; untouched: everyone else.
    expect(await t.db.select().from(user).where(eq(user.email, DEMO_ADMIN.email))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(bookings)
        .where(eq(bookings.userId, demoAdmin?.id ?? "")),
    ).toHaveLength(1);
    expect(await passwordOf(DEMO_CUSTOMER.email)).toBeDefined();
    expect(await passwordOf("someone@example.com")).toBeDefined();
    expect(await t.db.select().from(session).where(eq(session.userId, safeAdmin))).toHaveLength(1);

    // Once disabled, nothing is left to find.
    expect(await disablePublishedPasswords(t.db)).toEqual([]);
  });
});
