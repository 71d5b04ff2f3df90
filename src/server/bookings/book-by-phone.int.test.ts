// A booking taken on the phone (decision 0031) is the website's booking in its office mode: the same
// address rules, crews, day lock and price table, and the same emails; the owner's lines and
// overrides are the only differences. Runs on PGlite and, with `node scripts/test-pg.mjs <this
// file>`, on PostgreSQL, where the two owners' race is real.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { officeBookingLines } from "@/domain/booking/office-lines";
import { phoneBookingInputSchema } from "@/domain/booking/phone-booking-input";
import { dollarsToCents } from "@/domain/payments/invoice";
import { linesTotalCents } from "@/domain/pricing/price-lines";
import { listScheduleConflicts } from "@/server/admin/schedule-conflicts";
import { account, bookingOfficeLines, bookings, user } from "@/server/db/schema";
import { issueInvoice } from "@/server/payments/issue-invoice";
import { bookingForm } from "../../../tests/support/forms";
import { okOrThrow, outboxOf } from "../../../tests/support/records";
import { bookByPhone } from "./book-by-phone";
import { input, NOW, options, setUpBookings, t } from "./bookings-int-setup";
import { createBooking } from "./create-booking";

setUpBookings();

const OWNER = { id: "olivia", email: "olivia@example.com", name: "Olivia", role: "admin" };
const OTHER_OWNER = { id: "oscar", email: "oscar@example.com", name: "Oscar", role: "admin" };
const SETTINGS = { now: NOW };
const owners = async () => {
  await t.db.insert(user).values([
    { ...OWNER, emailVerified: true },
    { ...OTHER_OWNER, emailVerified: true },
  ]);
};

/** The owner's request as the route parses it. */
const phoneBooking = (patch: {
  customer?: unknown;
  booking?: Record<string, unknown>;
  lines?: unknown[];
  override?: unknown;
}) =>
  phoneBookingInputSchema.parse({
    customer: patch.customer ?? { kind: "existing", id: "bob" },
    booking: bookingForm({ serviceType: "air_duct", squareFeet: 1500, phone: "(510) 555-0142", ...patch.booking }),
    lines: patch.lines ?? [],
    override: patch.override ?? null,
  });

describe("bookByPhone", () => {
  it("makes a new caller's account without a password and books at the table's price less the owner's 10%", async () => {
    await owners();
    // The same job booked online: the price table's figure the phone booking starts from.
    const online = okOrThrow(
      await createBooking(
        t.db,
        "alice",
        input({ serviceType: "air_duct", squareFeet: 1500, appointmentDate: "2026-12-01" }),
        options,
      ),
    ).booking;
    const request = phoneBooking({
      customer: { kind: "new", name: "Dana Caller", email: "Dana@Example.com" },
      booking: { appointmentDate: "2026-11-25", appointmentTime: "09:00", addOns: ["filter"] },
      lines: [{ kind: "discount", percent: 10, reason: "Returning neighbour" }],
    });
    const result = okOrThrow(await bookByPhone(t.db, OWNER, request, SETTINGS));
    expect(result.createdCustomer).toBe(true);
    const [dana] = await t.db.select().from(user).where(eq(user.id, result.customerId));
    expect(dana).toMatchObject({ email: "dana@example.com", role: "customer", emailVerified: false });
    expect(await t.db.select().from(account).where(eq(account.userId, result.customerId))).toEqual([]);

    const tableCents = dollarsToCents(online.priceExact) + 2_900; // the service, and the filter add-on
    const off = Math.floor((tableCents * 10 + 50) / 100);
    expect(dollarsToCents(result.booking.priceExact)).toBe(tableCents - off);
    // The total the form showed the owner to read out (officeBookingLines) is the one charged.
    const shown = officeBookingLines(request.booking, request.lines);
    expect(shown.ok && linesTotalCents(shown.lines)).toBe(tableCents - off);
    expect(result.booking).toMatchObject({ bookedBy: OWNER.id, timeOverrideReason: null, serviceArea: "bay-area" });
    expect(result.booking.crewId).not.toBeNull();
    const stored = await t.db
      .select()
      .from(bookingOfficeLines)
      .where(eq(bookingOfficeLines.bookingId, result.booking.id));
    expect(stored).toMatchObject([
      { kind: "office-discount", cents: -off, percent: 10, reason: "Returning neighbour", createdBy: OWNER.id },
    ]);

    // The website's confirmation, to the caller, with the lines; and the owner's notice.
    const mails = await outboxOf(t.db, { bookingId: result.booking.id });
    expect(mails.map((m) => m.kind).sort()).toEqual(["booking-confirmation", "booking-owner-notice"]);
    const confirmation = mails.find((m) => m.kind === "booking-confirmation");
    expect(confirmation?.to).toBe("dana@example.com");
    expect(confirmation?.text).toContain(`Discount (10%): -$${(off / 100).toFixed(2)}`);

    // The invoice reads the same lines and comes to the booked total.
    const invoice = await t.db.transaction((tx) => issueInvoice(tx, result.booking, NOW));
    expect(invoice.totalCents).toBe(tableCents - off);
    expect(invoice.lines.at(-1)).toMatchObject({ kind: "discount", description: "Discount (10%)", amountCents: -off });
  });

  it("takes the last crew once when two owners book the same time at once; the other hears the times still open", async () => {
    // One of the two crews is busy 08:00-12:00 with an online booking.
    okOrThrow(
      await createBooking(
        t.db,
        "carol",
        input({ serviceType: "air_duct", appointmentDate: "2026-11-24", appointmentTime: "08:00" }),
        options,
      ),
    );
    const same = { appointmentDate: "2026-11-24", appointmentTime: "08:00" };
    const results = await Promise.all([
      bookByPhone(t.db, OWNER, phoneBooking({ customer: { kind: "existing", id: "racer0" }, booking: same }), SETTINGS),
      bookByPhone(
        t.db,
        OTHER_OWNER,
        phoneBooking({ customer: { kind: "existing", id: "racer1" }, booking: same }),
        SETTINGS,
      ),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refused = results.find((r) => !r.ok);
    expect(refused).toMatchObject({ ok: false, reason: "slot-full" });
    const day = refused && !refused.ok ? refused.openDays?.find((d) => d.date === "2026-11-24") : undefined;
    expect(day?.starts).toEqual(["13:00", "14:00"]);
    const held = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.appointmentDate, "2026-11-24"), eq(bookings.appointmentTime, "08:00")));
    expect(held).toHaveLength(2);
  });

  it("follows the website's address rules: outside the area, or a city that is not the ZIP's, is refused", async () => {
    const outside = await bookByPhone(
      t.db,
      OWNER,
      phoneBooking({
        booking: { address: { street: "1 Main St", unit: "", city: "Fargo", state: "ND", zip: "58102" } },
      }),
      SETTINGS,
    );
    expect(outside).toMatchObject({ ok: false, reason: "outside-area" });
    const mismatch = await bookByPhone(
      t.db,
      OWNER,
      phoneBooking({
        booking: { address: { street: "2180 Milvia St", unit: "", city: "Berkeley", state: "CA", zip: "10001" } },
      }),
      SETTINGS,
    );
    expect(mismatch).toMatchObject({ ok: false, reason: "address-mismatch" });
  });

  it("refuses a discount larger than the total, and books nothing", async () => {
    const key = crypto.randomUUID();
    const result = await bookByPhone(
      t.db,
      OWNER,
      phoneBooking({
        booking: { appointmentDate: "2026-11-30", idempotencyKey: key },
        lines: [{ kind: "discount", cents: 500_000, reason: "Too generous" }],
      }),
      SETTINGS,
    );
    expect(result).toEqual({ ok: false, reason: "discount-too-large" });
    expect(await t.db.select().from(bookings).where(eq(bookings.idempotencyKey, key))).toEqual([]);
  });

  it("books a time the website does not offer only with a reason, and records it", async () => {
    const saturday = { appointmentDate: "2026-11-28", appointmentTime: "09:00" };
    expect(
      phoneBookingInputSchema.safeParse({
        customer: { kind: "existing", id: "bob" },
        booking: bookingForm(saturday),
        override: { reason: "" },
      }).success,
    ).toBe(false);
    const offered = await bookByPhone(t.db, OWNER, phoneBooking({ booking: saturday }), SETTINGS);
    expect(offered).toMatchObject({ ok: false, reason: "slot-unavailable" });
    expect(offered.ok || offered.openDays?.length).toBeGreaterThan(0);
    const over = okOrThrow(
      await bookByPhone(
        t.db,
        OWNER,
        phoneBooking({ booking: saturday, override: { reason: "Only home on Saturdays" } }),
        SETTINGS,
      ),
    );
    // Nobody works Saturdays: the job waits for the owner to give it a crew.
    expect(over.booking).toMatchObject({
      timeOverrideReason: "Only home on Saturdays",
      crewId: null,
      bookedBy: OWNER.id,
    });
    // Listed among the bookings to move or cancel (/admin/availability) until it has one.
    const waiting = await listScheduleConflicts(t.db, { now: NOW, date: "2026-11-28" });
    expect(waiting.map((c) => c.booking.id)).toEqual([over.booking.id]);
    const past = await bookByPhone(
      t.db,
      OWNER,
      phoneBooking({ booking: { appointmentDate: "2026-11-19" }, override: { reason: "Backdated" } }),
      SETTINGS,
    );
    expect(past).toMatchObject({ ok: false, reason: "slot-unavailable" });
  });

  it("is the owner's alone, and a staff email is not a caller's", async () => {
    const customer = { ...OWNER, id: "bob", role: "customer" };
    expect(await bookByPhone(t.db, customer, phoneBooking({}), SETTINGS)).toEqual({ ok: false, reason: "admin-only" });
    const staff = await bookByPhone(
      t.db,
      OWNER,
      phoneBooking({ customer: { kind: "new", name: "Oscar", email: OTHER_OWNER.email } }),
      SETTINGS,
    );
    expect(staff).toEqual({ ok: false, reason: "email-not-customer" });
    expect(
      await bookByPhone(t.db, OWNER, phoneBooking({ customer: { kind: "existing", id: "olivia" } }), SETTINGS),
    ).toEqual({
      ok: false,
      reason: "customer-not-found",
    });
  });
});
