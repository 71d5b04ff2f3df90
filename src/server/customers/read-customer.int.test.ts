import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  invoices,
  newsletterSubscribers,
  payments,
  pricingLeads,
  profiles,
  reviewRequests,
  reviews,
  smsConsents,
} from "@/server/db/schema";
import { addAdmin, addBooking, addCustomer } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { addCustomerNote } from "./add-customer-note";
import { readCustomer } from "./read-customer";

let t: TestDb;
// Every instant here is relative to NOW, the test's own clock; the calendar dates are stored values.
const NOW = new Date("2026-06-01T17:00:00Z");
const minutesBefore = (m: number) => new Date(NOW.getTime() - m * 60_000);

const lead = (patch: Partial<typeof pricingLeads.$inferInsert>) => ({
  fullName: "Cara Diaz",
  phone: "510-555-0177",
  email: "cara@example.com",
  serviceType: "air_duct",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  pricingExact: 389,
  pricingMin: 350,
  pricingMax: 420,
  priceTableVersion: "2026-01",
  address: "2180 Milvia St, Berkeley, CA 94704",
  ...patch,
});

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
  await addCustomer(t.db, "cara", "Cara Diaz");
  await addCustomer(t.db, "dan", "Dan Okafor");
  await t.db.insert(profiles).values({ userId: "cara", fullName: "Cara Diaz", phone: "(510) 555-0177" });
  const first = await addBooking(t.db, { userId: "cara", appointmentDate: "2026-03-02", status: "completed" });
  await addBooking(t.db, {
    userId: "cara",
    appointmentDate: "2026-09-14",
    appointmentTime: "13:00",
    address: "12 Shattuck Ave, Berkeley, CA",
    status: "pending",
  });
  await addBooking(t.db, { userId: "dan", appointmentDate: "2026-04-01", address: "1 Beacon St, Boston, MA" });
  await t.db.insert(pricingLeads).values([
    // By her email, by her phone under another address, and somebody else's.
    lead({
      createdAt: minutesBefore(9000),
      marketingConsent: true,
      consentTextVersion: "v2",
      consentAt: minutesBefore(9000),
    }),
    lead({ email: "cara.work@example.com", phone: "+1 (510) 555 0177", createdAt: minutesBefore(500) }),
    lead({ fullName: "Dan Okafor", email: "dan@example.com", phone: "617-555-2368" }),
  ]);
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      bookingId: first.id,
      userId: "cara",
      number: "2026-0001",
      year: 2026,
      sequence: 1,
      lines: [{ kind: "service", description: "Standard", quantity: 1, unitCents: 38900, amountCents: 38900 }],
      subtotalCents: 38900,
      taxRateBps: 0,
      taxCents: 0,
      totalCents: 38900,
      paidCents: 10000,
      issuedAt: minutesBefore(100_000),
    })
    .returning();
  if (!invoice) throw new Error("no invoice");
  await t.db.insert(payments).values({
    invoiceId: invoice.id,
    method: "cash",
    amountCents: 10000,
    recordedAt: minutesBefore(99_000),
    reason: "paid on site",
  });
  const [request] = await t.db.insert(reviewRequests).values({ bookingId: first.id, userId: "cara" }).returning();
  if (!request) throw new Error("no request");
  await t.db.insert(reviews).values({
    requestId: request.id,
    bookingId: first.id,
    userId: "cara",
    rating: 5,
    body: "Spotless.",
    serviceArea: "bay-area",
    serviceType: "air_duct",
  });
  await t.db.insert(smsConsents).values({
    userId: "cara",
    phone: "+15105550177",
    enabled: true,
    consentTextVersion: "sms-1",
    consentText: "Texts about my visits",
    source: "booking",
    consentAt: minutesBefore(8000),
    updatedAt: minutesBefore(8000),
    provedBy: "code",
  });
  await t.db.insert(newsletterSubscribers).values({ email: "cara@example.com", status: "confirmed" });
});
afterAll(() => t.close());

describe("readCustomer", () => {
  it("gathers one customer's page: contact, addresses, leads, visits, money, reviews, consent", async () => {
    const record = await readCustomer(t.db, "cara");
    expect(record?.account).toMatchObject({ name: "Cara Diaz", email: "cara@example.com", phone: "(510) 555-0177" });
    expect(record?.properties).toEqual([
      { address: "12 Shattuck Ave, Berkeley, CA", visits: 1, lastVisit: "2026-09-14" },
      { address: "2180 Milvia St, Berkeley, CA 94704", visits: 1, lastVisit: "2026-03-02" },
    ]);
    expect(record?.visits.map((v) => [v.date, v.time, v.status])).toEqual([
      ["2026-09-14", "13:00", "pending"],
      ["2026-03-02", "09:00", "completed"],
    ]);
    // Her email's lead and her phone's lead (another email, another format), never Dan's.
    expect(record?.leads.map((l) => l.createdAt)).toEqual([minutesBefore(500), minutesBefore(9000)]);
    expect(record?.invoices).toHaveLength(1);
    expect(record?.invoices[0]?.balance).toMatchObject({ state: "partly paid", dueCents: 28900 });
    expect(record?.payments.map((p) => [p.invoiceNumber, p.method, p.amountCents])).toEqual([
      ["2026-0001", "cash", 10000],
    ]);
    expect(record?.reviews.map((r) => [r.rating, r.body])).toEqual([[5, "Spotless."]]);
    expect(record?.consent.marketing).toEqual({ given: true, version: "v2", at: minutesBefore(9000) });
    expect(record?.consent.texts).toMatchObject({ enabled: true, provedBy: "code", optedOutAt: null });
    expect(record?.consent.newsletter).toMatchObject({ status: "confirmed" });
  });

  it("answers null for an id that is no customer's: nobody, the owner", async () => {
    expect(await readCustomer(t.db, "nobody")).toBeNull();
    expect(await readCustomer(t.db, "owner")).toBeNull();
  });
});

describe("addCustomerNote", () => {
  it("keeps each note with its author and time, newest first", async () => {
    const later = new Date(NOW.getTime() + 60_000);
    expect(await addCustomerNote(t.db, "owner", { customerId: "dan", body: "Gate code 4411" }, NOW)).toMatchObject({
      ok: true,
    });
    await addCustomerNote(t.db, "owner", { customerId: "dan", body: "Dog is friendly\nRing twice" }, later);
    const record = await readCustomer(t.db, "dan");
    expect(record?.notes.map((n) => [n.body, n.writtenBy, n.writtenAt])).toEqual([
      ["Dog is friendly\nRing twice", "Olivia Owner", later],
      ["Gate code 4411", "Olivia Owner", NOW],
    ]);
    // Dan has no profile: his account name, his booking's address.
    expect(record?.properties).toEqual([{ address: "1 Beacon St, Boston, MA", visits: 1, lastVisit: "2026-04-01" }]);
    expect(record?.consent).toEqual({ marketing: expect.anything(), texts: null, newsletter: null });
  });

  it("refuses a note on anyone but a customer", async () => {
    for (const customerId of ["nobody", "owner"]) {
      expect(await addCustomerNote(t.db, "owner", { customerId, body: "x" }, NOW)).toEqual({
        ok: false,
        reason: "customer-not-found",
      });
    }
  });
});
