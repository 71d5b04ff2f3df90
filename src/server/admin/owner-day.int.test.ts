import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bookingStatusChanges, bookings, invoices, pricingLeads, visitExtras } from "@/server/db/schema";
import { addAdmin, addCustomer } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { changeBookingStatus } from "./change-booking-status";
import { dismissDuplicate } from "./dismiss-duplicate";
import { ownerCancelReasons, ownerDay } from "./owner-day";

let t: TestDb;
// 17:00 UTC is 09:00 in the Bay Area on the 30th.
const NOW = new Date("2026-11-30T17:00:00Z");
const TODAY = "2026-11-30";

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
  await addCustomer(t.db, "cara", "Cara");
  await addCustomer(t.db, "dan", "Dan");
});
afterAll(() => t.close());

async function booking(patch: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(bookings)
    .values({
      userId: "cara",
      serviceType: "air_duct",
      appointmentDate: TODAY,
      appointmentTime: "09:00",
      address: "2180 Milvia St, Berkeley, CA 94704",
      zipCode: "94704",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1800,
      priceExact: "389.00",
      status: "confirmed",
      customerPhone: "(510) 555-0177",
      durationMinutes: 120,
      ...patch,
    })
    .returning();
  if (!row) throw new Error("no booking");
  return row;
}

it("lists today's visits with what to collect, bookings to confirm, leads oldest first and duplicates", async () => {
  const visit = await booking();
  await t.db.insert(visitExtras).values({
    bookingId: visit.id,
    description: "Bird guard",
    unitCents: 4_900,
    quantity: 1,
    addedAt: NOW,
  });
  const twin = await booking({ userId: "dan", status: "pending", address: "2180 milvia street", customerPhone: null });
  const later = await booking({ status: "pending", appointmentDate: "2026-12-02", address: "1 Elm Rd" });
  const lead = {
    phone: "5105550100",
    email: "lee@example.com",
    serviceType: "air_duct",
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 1200,
    pricingExact: 400,
    pricingMin: 360,
    pricingMax: 440,
    priceTableVersion: "2026-01",
    address: "1 Main St, Oakland, CA 94607",
  };
  await t.db.insert(pricingLeads).values([
    { ...lead, fullName: "Newer", createdAt: new Date("2026-11-30T16:00:00Z") },
    { ...lead, fullName: "Older", createdAt: new Date("2026-11-30T14:50:00Z") },
    { ...lead, fullName: "Called", status: "contacted", createdAt: new Date("2026-11-30T10:00:00Z") },
  ]);

  const day = await ownerDay(t.db, NOW);
  expect(day.visits.map((v) => v.booking.id)).toEqual([visit.id, twin.id]);
  expect(day.collect.get(visit.id)).toBe(38_900 + 4_900);
  expect(day.waiting.map((w) => w.booking.id)).toEqual([twin.id, later.id]);
  expect(day.leads.map((l) => l.fullName)).toEqual(["Older", "Newer"]);
  expect(day.duplicates).toHaveLength(1);
  expect(day.duplicates[0]).toMatchObject({ reasons: ["address"], sameAccount: false });

  // Once invoiced and partly paid, the invoice's balance is what is left to collect.
  await t.db.insert(invoices).values({
    bookingId: visit.id,
    userId: "cara",
    number: "CV-2026-000901",
    year: 2026,
    sequence: 901,
    lines: [],
    subtotalCents: 43_800,
    taxRateBps: 0,
    taxCents: 0,
    totalCents: 43_800,
    paidCents: 10_000,
    issuedAt: NOW,
  });
  expect((await ownerDay(t.db, NOW)).collect.get(visit.id)).toBe(33_800);

  // "Not a duplicate" stops the flag, whichever order the pair is named in.
  expect(await dismissDuplicate(t.db, "owner", twin.id, visit.id, NOW)).toEqual({ ok: true });
  expect(await dismissDuplicate(t.db, "owner", visit.id, twin.id, NOW)).toEqual({ ok: true });
  expect((await ownerDay(t.db, NOW)).duplicates).toEqual([]);
});

it("keeps the owner's reason with the cancel", async () => {
  const b = await booking({ appointmentDate: "2026-12-03", address: "9 Oak Ct" });
  const result = await changeBookingStatus(t.db, "owner", b.id, "cancelled", NOW, { reason: "Booked twice" });
  expect(result.ok).toBe(true);
  const [change] = await t.db.select().from(bookingStatusChanges).where(eq(bookingStatusChanges.bookingId, b.id));
  expect(change).toMatchObject({ toStatus: "cancelled", reason: "Booked twice", changedBy: "owner" });
  expect((await ownerCancelReasons(t.db, [b.id])).get(b.id)).toBe("Booked twice");
});
