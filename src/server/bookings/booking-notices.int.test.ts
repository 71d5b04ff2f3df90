// The owner hears of every change a customer makes to a booking; a confirmed booking the
// customer moves is pending again; the calendar file follows each change; a booking made by
// mistake can be cancelled within the hour. Emails are read back with mailparser and node-ical.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { bookingStatusChanges, bookings, profiles } from "@/server/db/schema";
import { env } from "@/server/env";
import { updateProfile } from "@/server/profiles/update-profile";
import { calendarOf, parseMail } from "../../../tests/support/parse-mail";
import { addAdmin, addCustomer, bookingInput, okOrThrow, outboxOf } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { cancelBooking } from "./cancel-booking";
import { createBooking } from "./create-booking";
import { rescheduleBooking } from "./reschedule-booking";

let t: TestDb;
const MIN = 60_000;
// Monday 2026-11-23 10:00 Pacific.
const NOW = new Date("2026-11-23T18:00:00Z");
const OPTIONS = { now: NOW, limits: "off" as const };

beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 4);
  await addAdmin(t.db, "boss");
  for (const [userId, fullName] of [
    ["nina", "Nina Notice"],
    ["otto", "Otto Other"],
    ["pia", "Pia Past"],
  ] as const) {
    await addCustomer(t.db, userId, fullName);
    await t.db.insert(profiles).values({ userId, fullName, phone: "(415) 555-0199" });
  }
});
afterAll(() => t.close());

async function book(userId: string, appointmentDate: string, appointmentTime: string, now = NOW) {
  const input = bookingInput({ appointmentDate, appointmentTime, notes: "Side gate is open" });
  return okOrThrow(await createBooking(t.db, userId, input, { ...OPTIONS, now })).booking;
}

const mail = async (bookingId: string, kind: string) => {
  const [row] = await outboxOf(t.db, { bookingId, kind });
  if (!row) throw new Error(`no ${kind} email`);
  return { row, parsed: await parseMail(row) };
};

describe("a customer's cancel", () => {
  it("tells the owner with the reason, stores it, and sends the customer a CANCEL for the same calendar event", async () => {
    const b = await book("nina", "2026-12-01", "09:00");
    const result = await cancelBooking(t.db, "nina", b.id, NOW, { reason: "  We are moving house  " });
    expect(result).toMatchObject({ ok: true, booking: { status: "cancelled", cancelReason: "We are moving house" } });

    const owner = await mail(b.id, "booking-owner-cancel");
    expect(owner.row.to).toBe(env.BUSINESS_EMAIL);
    expect(owner.parsed.text).toContain("Reason (as the customer wrote it):\n  > We are moving house");
    expect(owner.parsed.text).toContain("Nina Notice <nina@example.com>");
    expect(owner.parsed.text).toContain("(415) 555-0199");
    expect(owner.parsed.text).toContain("9:00 AM PST (arrival 9:00\u20139:30 AM");
    expect(owner.parsed.text).toContain(
      `/admin/bookings?area=bay-area&day=2026-12-01&from=2026-12-01&to=2026-12-01#booking-${b.id}`,
    );

    const booked = calendarOf((await mail(b.id, "booking-confirmation")).parsed);
    const cancel = calendarOf((await mail(b.id, "booking-cancelled")).parsed);
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.event.uid).toBe(booked.event.uid);
    expect(Number(cancel.event.sequence)).toBeGreaterThan(Number(booked.event.sequence));
  });

  it("is allowed within an hour of booking even under 24 hours ahead, and refused after", async () => {
    // Tuesday 08:00 Pacific is 22 hours after NOW.
    const mistake = await book("nina", "2026-11-24", "08:00");
    expect((await cancelBooking(t.db, "nina", mistake.id, new Date(NOW.getTime() + 30 * MIN))).ok).toBe(true);
    const kept = await book("otto", "2026-11-24", "08:00");
    expect(await cancelBooking(t.db, "otto", kept.id, new Date(NOW.getTime() + 61 * MIN))).toEqual({
      ok: false,
      reason: "too-late",
    });
  });
});

describe("a customer's reschedule", () => {
  it("of a confirmed booking returns it to pending, and both emails say so", async () => {
    const b = await book("nina", "2026-12-02", "10:00");
    expect((await changeBookingStatus(t.db, "boss", b.id, "confirmed", NOW)).ok).toBe(true);
    const confirmedInvite = calendarOf((await mail(b.id, "booking-confirmed")).parsed);
    expect(confirmedInvite.event.status).toBe("CONFIRMED");

    const moved = await rescheduleBooking(
      t.db,
      "nina",
      b.id,
      { appointmentDate: "2026-12-03", appointmentTime: "11:00" },
      OPTIONS,
    );
    expect(moved).toMatchObject({ ok: true, booking: { status: "pending", appointmentDate: "2026-12-03" } });
    const changes = await t.db.select().from(bookingStatusChanges).where(eq(bookingStatusChanges.bookingId, b.id));
    expect(changes.map((c) => [c.fromStatus, c.toStatus, c.changedBy])).toContainEqual([
      "confirmed",
      "pending",
      "nina",
    ]);

    const customer = await mail(b.id, "booking-rescheduled");
    expect(customer.parsed.text).toContain("the visit is Requested until we confirm it by email");
    expect(customer.parsed.text).toContain("Thursday, December 3, 2026, arriving 11:00\u201311:30 AM PST");
    const invite = calendarOf(customer.parsed);
    expect(invite.event.status).toBe("TENTATIVE");
    expect(invite.event.uid).toBe(confirmedInvite.event.uid);
    expect(Number(invite.event.sequence)).toBeGreaterThan(Number(confirmedInvite.event.sequence));

    const owner = await mail(b.id, "booking-owner-reschedule");
    expect(owner.row.to).toBe(env.BUSINESS_EMAIL);
    expect(owner.parsed.text).toContain(
      "from Wednesday, December 2, 2026, 10:00 AM PST to Thursday, December 3, 2026, 11:00 AM PST",
    );
    expect(owner.parsed.text).toContain("Pending again until you confirm it");
  });
});

describe("compare-and-set on the status", () => {
  it("an owner's change between the customer's read and write wins: the move and the cancel are refused, nothing queued", async () => {
    const b = await book("nina", "2026-12-07", "09:00");
    // A database whose every transaction starts just after the owner confirmed the booking:
    // the customer's use case read it pending, its write meets it confirmed.
    const racing = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== "transaction") return Reflect.get(target, prop, receiver);
        return async (fn: Parameters<typeof target.transaction>[0]) => {
          await target.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, b.id));
          return target.transaction(fn);
        };
      },
    });
    const before = (await outboxOf(t.db, { bookingId: b.id })).length;
    expect(
      await rescheduleBooking(
        racing,
        "nina",
        b.id,
        { appointmentDate: "2026-12-08", appointmentTime: "09:00" },
        OPTIONS,
      ),
    ).toEqual({ ok: false, reason: "not-active" });
    await t.db.update(bookings).set({ status: "pending" }).where(eq(bookings.id, b.id));
    expect(await cancelBooking(racing, "nina", b.id, NOW)).toEqual({ ok: false, reason: "not-active" });
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(after).toMatchObject({ status: "confirmed", appointmentDate: "2026-12-07", sequence: 0 });
    expect((await outboxOf(t.db, { bookingId: b.id })).length).toBe(before);
  });
});

describe("a customer's contact change", () => {
  it("tells the owner when name or phone changes while a visit is ahead; not for an unchanged save or without visits", async () => {
    const notices = () => outboxOf(t.db, { kind: "profile-owner-notice" });
    // Otto has a visit ahead but saves the same details; Pia changes hers but has no visit ahead.
    await updateProfile(
      t.db,
      "otto",
      { fullName: "Otto Other", phone: "(415) 555-0199", defaultAddress: "Berkeley" },
      NOW,
    );
    await updateProfile(t.db, "pia", { fullName: "Pia P.", phone: "(415) 555-0123", defaultAddress: "" }, NOW);
    expect(await notices()).toEqual([]);

    const b = await book("nina", "2026-12-04", "13:00");
    await updateProfile(t.db, "nina", { fullName: "Nina Notice", phone: "(415) 555-0111", defaultAddress: "" }, NOW);
    await updateProfile(t.db, "nina", { fullName: "Nina Notice", phone: "(415) 555-0111", defaultAddress: "" }, NOW);
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice?.to).toBe(env.BUSINESS_EMAIL);
    const parsed = await parseMail(notice as never);
    expect(parsed.text).toContain("Phone: (415) 555-0199 -> (415) 555-0111");
    expect(parsed.text).toContain("Friday, December 4, 2026, 1:00 PM PST");
    expect(parsed.text).toContain(`#booking-${b.id}`);
  });
});
