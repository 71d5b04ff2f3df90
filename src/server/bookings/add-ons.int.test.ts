// Add-ons booked with a visit (docs/decisions/0024-one-price.md): the server prices them from the
// add-on table, the booking's price is the sum of its lines, the emails list the lines, and the
// invoice shows each add-on as a line of its own.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOfferClaim } from "@/domain/offers/offers";
import { ADD_ONS } from "@/domain/pricing/add-ons";
import { quote } from "@/domain/pricing/pricing";
import { bookingAddOns, invoices } from "@/server/db/schema";
import { issueInvoice } from "@/server/payments/issue-invoice";
import { addCustomer, bookingInput, outboxOf } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { createBooking } from "./create-booking";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 4);
  for (const id of ["ada", "bea", "cy"]) await addCustomer(t.db, id, id);
});
afterAll(() => t.close());

// Tuesday 2026-11-24 10:00 Pacific.
const NOW = new Date("2026-11-24T18:00:00Z");
const OPTIONS = { limits: "off" as const };
const job = { serviceType: "air_duct", bedrooms: 3, bathrooms: 2, squareFeet: 1500 } as const;

describe("add-ons on a booking", () => {
  it("become lines of the price: stored, summed by the server, emailed and invoiced", async () => {
    const table = quote("air_duct", job).exact;
    const result = await createBooking(
      t.db,
      "ada",
      bookingInput({ ...job, appointmentDate: "2026-12-01", appointmentTime: "08:00", addOns: ["uv_light", "filter"] }),
      { now: NOW, ...OPTIONS },
    );
    if (!result.ok) throw new Error(result.reason);
    const totalCents = table * 100 + ADD_ONS.uv_light.cents + ADD_ONS.filter.cents;
    expect(result.booking.priceExact).toBe(`${totalCents / 100}.00`);
    const rows = await t.db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, result.booking.id));
    expect(rows.map((r) => [r.addOnId, r.unitCents]).sort()).toEqual([
      ["filter", ADD_ONS.filter.cents],
      ["uv_light", ADD_ONS.uv_light.cents],
    ]);

    const [confirmation] = await outboxOf(t.db, { bookingId: result.booking.id, kind: "booking-confirmation" });
    const text = confirmation?.text ?? "";
    expect(text).toContain("UV Light Installation: $349");
    expect(text).toContain("Filter Replacement: $29");
    expect(text).toContain(`Total: $${totalCents / 100}`);
    const [owner] = await outboxOf(t.db, { bookingId: result.booking.id, kind: "booking-owner-notice" });
    expect(owner?.text).toContain("UV Light Installation: $349");

    const invoice = await t.db.transaction((tx) => issueInvoice(tx, result.booking, NOW));
    expect(invoice.lines.map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ["service", "Air Duct Cleaning (3 bed, 2 bath, 1,500 sq ft)", table * 100],
      ["extra", "UV Light Installation", ADD_ONS.uv_light.cents],
      ["extra", "Filter Replacement", ADD_ONS.filter.cents],
    ]);
    expect(invoice.totalCents).toBe(totalCents);
    await t.db.delete(invoices).where(eq(invoices.id, invoice.id));
  });

  it("take the offer off the service only; the total is the offer's price plus the add-ons", async () => {
    const table = quote("air_duct", job).exact;
    const result = await createBooking(
      t.db,
      "bea",
      bookingInput({ ...job, appointmentDate: "2026-12-02", appointmentTime: "08:00", addOns: ["video_inspection"] }),
      { now: NOW, ...OPTIONS, offer: newOfferClaim(["save20"], NOW) },
    );
    if (!result.ok) throw new Error(result.reason);
    const offerPrice = table - Math.round((table * 20) / 100);
    expect(result.booking.priceExact).toBe(`${offerPrice + ADD_ONS.video_inspection.cents / 100}.00`);
    expect(result.booking.discountAmount).toBe(table - offerPrice);
  });

  it("are refused with a sentence where the service does not offer them", () => {
    expect(() =>
      bookingInput({
        serviceType: "dryer_vent",
        appointmentDate: "2026-12-03",
        appointmentTime: "08:00",
        addOns: ["uv_light"],
      }),
    ).toThrow(/not offered with this service/);
    expect(() =>
      bookingInput({ appointmentDate: "2026-12-03", appointmentTime: "08:00", addOns: ["gold_plating"] }),
    ).toThrow(/Choose add-ons from the list/);
  });
});
