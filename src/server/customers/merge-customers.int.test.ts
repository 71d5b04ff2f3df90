// Merging two customer records on a real database: every row that names the duplicate moves to
// the kept account (read from the schema's foreign keys, so a table added later is checked too),
// conflicts are settled as the preview said, the duplicate can no longer sign in, the merge is
// recorded, and a merge into itself, of an owner, or of an account already merged is refused.
// On PostgreSQL (`node scripts/test-pg.mjs`) the two merges at once really overlap.
import { eq, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as schema from "@/server/db/schema";
import {
  bookingMoves,
  bookingStatusChanges,
  customerMerges,
  customerNotes,
  invoices,
  payments,
  profiles,
  recurringSchedules,
  reviewOptOuts,
  reviewRequests,
  reviews,
  session,
  smsConsents,
  user,
} from "@/server/db/schema";
import { addAdmin, addBooking, addCustomer } from "../../../tests/support/records";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { mergeCustomers } from "./merge-customers";
import { previewCustomerMerge } from "./preview-customer-merge";
import { readCustomer } from "./read-customer";
import { searchCustomers } from "./search-customers";

let t: TestDb;
// better-auth opens the app's database: this one.
vi.mock("@/server/db/client", () => ({ getDb: async () => t.db }));

// The test's own clock: every instant and date is relative to it.
const NOW = new Date();
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const dayOf = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const DUP_EMAIL = "cara.d@example.com";
const DUP_PASSWORD = "Dup-Account-Pass-2026";

/** Every column of the schema with a foreign key to "user", as [table, column]. */
function userColumns(): [string, string][] {
  const found: [string, string][] = [];
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableConfig(ref.foreignTable).name !== "user") continue;
      for (const column of ref.columns) found.push([config.name, column.name]);
    }
  }
  return found;
}

/** How many rows of each user-referencing column name `id` (non-zero only). */
async function rowsNaming(id: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of userColumns()) {
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      ),
    );
    if (Number(row?.n) > 0) counts[`${table}.${column}`] = Number(row?.n);
  }
  return counts;
}

async function auth() {
  const { getAuth } = await import("@/server/auth");
  return getAuth();
}

let dupId = "";

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
  await addCustomer(t.db, "cara", "Cara Diaz");
  await addCustomer(t.db, "dan", "Dan Okafor");
  await t.db.insert(profiles).values([
    { userId: "cara", fullName: "Cara Diaz", phone: "(510) 555-0177" },
    { userId: "dan", fullName: "Dan Okafor" },
  ]);
  // The duplicate signed up online with another address, a password and a session of its own.
  const signedUp = await (await auth()).api.signUpEmail({
    body: { email: DUP_EMAIL, password: DUP_PASSWORD, name: "C. Diaz" },
  });
  dupId = signedUp.user.id;
  await (await auth()).api.signInEmail({ body: { email: DUP_EMAIL, password: DUP_PASSWORD } });
  await t.db
    .update(profiles)
    .set({ phone: "510-555-9999", defaultAddress: "12 Oak Ave, Berkeley, CA" })
    .where(eq(profiles.userId, dupId));

  await addBooking(t.db, { userId: "cara", appointmentDate: dayOf(-300), status: "completed" });
  const done = await addBooking(t.db, {
    userId: dupId,
    appointmentDate: dayOf(-30),
    address: "12 Oak Ave, Berkeley, CA",
    status: "completed",
  });
  const next = await addBooking(t.db, { userId: dupId, appointmentDate: dayOf(20), status: "pending" });
  await t.db.insert(bookingStatusChanges).values({
    bookingId: next.id,
    fromStatus: "confirmed",
    toStatus: "pending",
    changedBy: dupId,
    changedAt: minutesAgo(60),
  });
  await t.db.insert(bookingMoves).values({
    bookingId: next.id,
    fromDate: dayOf(19),
    fromTime: "09:00",
    toDate: dayOf(20),
    toTime: "09:00",
    movedBy: "customer",
    changedBy: dupId,
    movedAt: minutesAgo(50),
  });
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      bookingId: done.id,
      userId: dupId,
      number: "M-0001",
      year: 2000,
      sequence: 1,
      lines: [{ kind: "service", description: "Standard", quantity: 1, unitCents: 38900, amountCents: 38900 }],
      subtotalCents: 38900,
      taxRateBps: 0,
      taxCents: 0,
      totalCents: 38900,
      issuedAt: minutesAgo(40_000),
    })
    .returning();
  if (!invoice) throw new Error("no invoice");
  await t.db.insert(payments).values({
    invoiceId: invoice.id,
    method: "cash",
    amountCents: 38900,
    recordedAt: minutesAgo(39_000),
    reason: "paid on site",
  });
  const [request] = await t.db.insert(reviewRequests).values({ bookingId: done.id, userId: dupId }).returning();
  if (!request) throw new Error("no request");
  await t.db.insert(reviews).values({
    requestId: request.id,
    bookingId: done.id,
    userId: dupId,
    rating: 5,
    body: "Spotless.",
    serviceArea: "bay-area",
    serviceType: "air_duct",
  });
  await t.db.insert(reviewOptOuts).values({ userId: dupId });
  await t.db.insert(recurringSchedules).values({
    userId: dupId,
    originalBookingId: done.id,
    serviceType: "air_duct",
    intervalMonths: 12,
    nextScheduledDate: dayOf(335),
  });
  const consent = (userId: string, phone: string, enabled: boolean, at: Date) => ({
    userId,
    phone,
    enabled,
    consentTextVersion: "sms-1",
    consentText: "Texts about my visits",
    source: "booking",
    consentAt: at,
    updatedAt: at,
    provedBy: "code",
  });
  // Cara said yes long ago; the duplicate said no last week: the later word stands.
  await t.db
    .insert(smsConsents)
    .values([
      consent("cara", "+15105550177", true, minutesAgo(90_000)),
      consent(dupId, "+15105559999", false, minutesAgo(10_000)),
    ]);
  await t.db
    .insert(customerNotes)
    .values({ customerId: dupId, body: "Gate code 4411", writtenBy: "owner", writtenAt: minutesAgo(30) });
});
afterAll(() => t.close());

describe("mergeCustomers", () => {
  it("previews what moves and how conflicts are settled, then moves every row that names the duplicate", async () => {
    const preview = await previewCustomerMerge(t.db, { keepId: "cara", mergeId: dupId });
    if (!preview.ok) throw new Error(preview.reason);
    expect(preview.preview.lines).toEqual([
      { label: "visits", count: 2 },
      { label: "invoices", count: 1 },
      { label: "payments (with their invoices)", count: 1 },
      { label: "reviews", count: 1 },
      { label: "review requests", count: 1 },
      { label: "notes", count: 1 },
      { label: "recurring series", count: 1 },
      { label: "text consent", count: 1 },
      { label: "addresses", count: 2 },
      { label: "other records", count: 2 },
    ]);
    expect(preview.preview.resolutions).toEqual([
      `Email cara@example.com is kept for sign-in; ${DUP_EMAIL} stays on the merge record and can no longer sign in.`,
      'Name "Cara Diaz" is kept (not "C. Diaz").',
      "Phone (510) 555-0177 is kept (not 510-555-9999).",
      "Home address 12 Oak Ave, Berkeley, CA is taken from the duplicate (the kept profile had none).",
      "Texts: off to +15105559999, the latest choice of the two.",
      "Review requests stay off (the duplicate asked).",
    ]);
    // Before: the duplicate's rows are everywhere, its session and password among them.
    const before = await rowsNaming(dupId);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(["session.user_id", "account.user_id", "bookings.user_id", "customer_notes.customer_id"]),
    );

    const merged = await mergeCustomers(t.db, "owner", { keepId: "cara", mergeId: dupId }, NOW);
    expect(merged).toMatchObject({ ok: true, moved: preview.preview.moved });

    // After: nothing names the duplicate but its own old profile and the merge record's "from".
    expect(await rowsNaming(dupId)).toEqual({ "profiles.user_id": 1, "customer_merges.from_user_id": 1 });
    const kept = await readCustomer(t.db, "cara");
    expect(kept?.visits).toHaveLength(3);
    expect(kept?.invoices.map((i) => i.number)).toEqual(["M-0001"]);
    expect(kept?.payments).toHaveLength(1);
    expect(kept?.reviews.map((r) => r.body)).toEqual(["Spotless."]);
    expect(kept?.notes.map((n) => n.body)).toEqual(["Gate code 4411"]);
    expect(kept?.account).toMatchObject({
      email: "cara@example.com",
      phone: "(510) 555-0177",
      defaultAddress: "12 Oak Ave, Berkeley, CA",
    });
    expect(kept?.consent.texts).toMatchObject({ phone: "+15105559999", enabled: false });
    expect(await t.db.select().from(reviewOptOuts).where(eq(reviewOptOuts.userId, "cara"))).toHaveLength(1);
    expect(kept?.mergedFrom).toMatchObject([
      { fromId: dupId, fromEmail: DUP_EMAIL, mergedBy: "Olivia Owner", mergedAt: NOW, moved: preview.preview.moved },
    ]);

    // The duplicate's page says where it went; it is out of the search; it cannot sign in.
    const gone = await readCustomer(t.db, dupId);
    expect(gone?.mergedInto).toMatchObject({ id: "cara", name: "Cara Diaz", mergedBy: "Olivia Owner" });
    expect((await searchCustomers(t.db, "diaz")).map((c) => c.id)).toEqual(["cara"]);
    await expect(
      (await auth()).api.signInEmail({ body: { email: DUP_EMAIL, password: DUP_PASSWORD } }),
    ).rejects.toThrow();
    expect(await t.db.select().from(session).where(eq(session.userId, dupId))).toEqual([]);
  });

  it("refuses a merge into itself, of an owner, and of an account already merged, and writes nothing", async () => {
    const records = async () => (await t.db.select().from(customerMerges)).length;
    const before = await records();
    const danBookings = await addBooking(t.db, { userId: "dan", appointmentDate: dayOf(-10) });
    for (const [input, reason] of [
      [{ keepId: "dan", mergeId: "dan" }, "merge-into-itself"],
      [{ keepId: "dan", mergeId: "owner" }, "merge-not-customer"],
      [{ keepId: "owner", mergeId: "dan" }, "merge-not-customer"],
      [{ keepId: "dan", mergeId: dupId }, "merge-already-merged"],
      [{ keepId: dupId, mergeId: "dan" }, "merge-already-merged"],
      [{ keepId: "dan", mergeId: "nobody" }, "customer-not-found"],
    ] as const) {
      expect(await previewCustomerMerge(t.db, input)).toEqual({ ok: false, reason });
      expect(await mergeCustomers(t.db, "owner", input, NOW)).toEqual({ ok: false, reason });
    }
    expect(await records()).toBe(before);
    const [still] = await t.db.select().from(schema.bookings).where(eq(schema.bookings.id, danBookings.id));
    expect(still?.userId).toBe("dan");
  });

  it("of two merges of the same account at once, one wins and the other is refused", async () => {
    await addCustomer(t.db, "eve", "Eve Twice");
    await addCustomer(t.db, "fay", "Fay Keep");
    await addCustomer(t.db, "gus", "Gus Keep");
    await addBooking(t.db, { userId: "eve", appointmentDate: dayOf(5) });
    const results = await Promise.all([
      mergeCustomers(t.db, "owner", { keepId: "fay", mergeId: "eve" }, NOW),
      mergeCustomers(t.db, "owner", { keepId: "gus", mergeId: "eve" }, NOW),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "merge-already-merged" }]);
    const records = await t.db.select().from(customerMerges).where(eq(customerMerges.fromUserId, "eve"));
    expect(records).toHaveLength(1);
    const winner = records[0]?.intoUserId;
    const visits = rowsOf<{ user_id: string }>(
      await t.db.execute(sql`select user_id from bookings where user_id in ('eve','fay','gus')`),
    );
    expect(visits.map((v) => v.user_id)).toEqual([winner]);
    const [eve] = await t.db.select({ email: user.email }).from(user).where(eq(user.id, "eve"));
    expect(eve?.email).toBe("eve@merged.invalid");
  });
});
