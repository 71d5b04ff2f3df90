import { describe, expect, it } from "vitest";
import { PAYMENT_TERMS, STATUS_NEXT } from "@/domain/booking/status-words";
import { messageFor, prepareMail, sameForMail } from "@/server/bookings/booking-mail";
import type { Booking } from "@/server/db/rows";
import { warmEmailRenderer } from "../../../tests/support/cold-import";
import { calendarOf, parseMail } from "../../../tests/support/parse-mail";
import {
  bookingCancelledEmail,
  bookingConfirmationEmail,
  bookingReminderEmail,
  ownerBookingNotification,
  ownerCancelNotice,
  ownerRescheduleNotice,
  quoted,
} from "./booking-emails";
import { bookingInvite } from "./calendar";

warmEmailRenderer();

const ORIGIN = "http://localhost:3000";
const booking = {
  id: "1a2b3c4d-0000-4000-8000-000000000001",
  serviceType: "air_duct",
  appointmentDate: "2026-12-02",
  appointmentTime: "09:00",
  timeZone: "America/New_York",
  serviceArea: "new-york-city",
  durationMinutes: 300,
  address: "350 W 31st St, Apt 4B, New York, NY 10001",
  customerPhone: "(212) 555-0100",
  status: "pending",
  priceExact: "409.00",
  isRecurring: false,
  recurringIntervalMonths: null,
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 3000,
  notes: "Gate code 4412; the dog is friendly",
  sequence: 0,
  cancelReason: null,
  createdAt: new Date("2026-11-20T18:00:00Z"),
  updatedAt: new Date("2026-11-20T18:00:00Z"),
} as unknown as Booking;
const customer = { name: "Cara Customer", email: "cara@example.com" };

it("the invite starts at the address's local time and ends when the job does", () => {
  const ics = bookingInvite(booking, ORIGIN);
  expect(ics).toContain("DTSTART:20261202T140000Z"); // 09:00 Eastern
  expect(ics).toContain("DTEND:20261202T190000Z"); // + 5 hours
});

describe("the customer's confirmation, read as a mail client reads it", () => {
  it("has a text and an HTML part with zone, arrival window, duration, reference, meaning, terms, preparation and manage link", async () => {
    const mail = await parseMail(await bookingConfirmationEmail(booking, "cara@example.com", ORIGIN));
    expect(mail.subject).toBe(
      "Visit requested: Air Duct Cleaning on Wednesday, December 2, 2026 at 9:00 AM EST (CV-1A2B-3C4D)",
    );
    for (const part of [
      mail.text ?? "",
      (mail.html || "")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, "&"),
    ]) {
      expect(part).toContain("arriving 9:00\u20139:30 AM EST");
      expect(part).toContain("about 5 hours, done by about 2:00 PM");
      expect(part).toContain("CV-1A2B-3C4D");
      // What the customer typed stays out of mail to an address that may not be theirs.
      expect(part).not.toContain("Gate code 4412");
      expect(part).toContain("Saved with the booking");
      expect(part).toContain("Requested");
      expect(part).toContain(STATUS_NEXT.pending);
      expect(part).toContain(PAYMENT_TERMS);
      expect(part).toMatch(/vent, register/);
      expect(part).toMatch(/pets/i);
      expect(part).toMatch(/parking/i);
      expect(part).toContain(`${ORIGIN}/customer-dashboard`);
      expect(part).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
      expect(part).toContain("https://outlook.live.com/calendar/0/deeplink/compose?");
      expect(part).not.toMatch(/pending/);
    }
    expect(mail.html).toMatch(/^<!doctype html/i);
    expect(mail.subject).toMatch(/^[\x20-\x7e]+$/); // ASCII: filters and tests read it as sent
  });

  it("the .ics is a TENTATIVE REQUEST while Requested, CONFIRMED with a higher SEQUENCE once confirmed, CANCEL with the same UID", async () => {
    const pending = calendarOf(await parseMail(await bookingConfirmationEmail(booking, "c@example.com", ORIGIN)));
    expect(pending.method).toBe("REQUEST");
    expect(pending.event.status).toBe("TENTATIVE");
    expect(pending.event.uid).toBe(`${booking.id}@clearvent`);
    expect(new Date(pending.event.end ?? 0).getTime() - new Date(pending.event.start).getTime()).toBe(300 * 60_000);

    const confirmed = { ...booking, status: "confirmed", sequence: 1 } as Booking;
    const ok = calendarOf(
      await parseMail(await bookingConfirmationEmail(confirmed, "c@example.com", ORIGIN, "confirmed")),
    );
    expect(ok.method).toBe("REQUEST");
    expect(ok.event.status).toBe("CONFIRMED");
    expect(Number(ok.event.sequence)).toBeGreaterThan(Number(pending.event.sequence));

    const cancelled = { ...booking, status: "cancelled", sequence: 2 } as Booking;
    const mail = await parseMail(await bookingCancelledEmail(cancelled, "c@example.com", ORIGIN));
    const cancel = calendarOf(mail);
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.event.uid).toBe(pending.event.uid);
    expect(cancel.event.status).toBe("CANCELLED");
    expect(Number(cancel.event.sequence)).toBeGreaterThan(Number(ok.event.sequence));
    expect(mail.html).toContain("cancelled");
  });

  it("a cancel says what became of the deposit: refunded, kept, or nothing when there was none", async () => {
    const cancelled = { ...booking, status: "cancelled", sequence: 2 } as Booking;
    const text = async (deposit: Parameters<typeof bookingCancelledEmail>[3]) =>
      (await parseMail(await bookingCancelledEmail(cancelled, "c@example.com", ORIGIN, deposit))).text ?? "";
    expect(await text({ depositCents: 2_980, outcome: "full" })).toContain(
      "Your $29.80 deposit has been refunded in full",
    );
    const kept = await text({ depositCents: 2_980, outcome: "kept" });
    expect(kept).toContain("Your $29.80 deposit is kept");
    expect(kept).not.toContain("refunded");
    expect(await text(null)).not.toContain("deposit");
  });

  it("the Google link carries the event's UTC start and end", async () => {
    const { text } = await bookingConfirmationEmail(booking, "c@example.com", ORIGIN);
    expect(text).toContain("dates=20261202T140000Z%2F20261202T190000Z");
  });

  it("a reminder names the visit, its window and what to prepare", async () => {
    const mail = await parseMail(await bookingReminderEmail(booking, "c@example.com", ORIGIN, 48));
    expect(mail.subject).toContain("Reminder: Air Duct Cleaning on Wednesday, December 2, 2026 at 9:00 AM EST");
    expect(mail.text).toContain("in 2 days");
    expect(mail.html).toContain("arriving 9:00\u20139:30 AM EST");
  });
});

describe("the owner's notices", () => {
  it("carry name, phone, address, service, zoned time, arrival window and a console link", async () => {
    const mails = [
      ownerBookingNotification(booking, customer, "o@example.com", ORIGIN),
      ownerCancelNotice(
        { ...booking, status: "cancelled", cancelReason: "Moving house" } as Booking,
        customer,
        "o@example.com",
        ORIGIN,
      ),
      ownerRescheduleNotice(
        booking,
        { ...booking, appointmentDate: "2026-12-01", status: "confirmed" } as Booking,
        customer,
        "o@example.com",
        ORIGIN,
      ),
    ];
    for (const message of mails) {
      const mail = await parseMail(message);
      expect(mail.text).toContain("Cara Customer <cara@example.com>");
      expect(mail.text).toContain("(212) 555-0100");
      expect(mail.text).toContain("350 W 31st St, Apt 4B");
      expect(mail.text).toContain("Air Duct Cleaning");
      expect(mail.text).toContain("9:00 AM EST (arrival 9:00\u20139:30 AM");
      expect(mail.text).toContain(
        `${ORIGIN}/admin/bookings?area=new-york-city&day=2026-12-02&from=2026-12-02&to=2026-12-02#booking-${booking.id}`,
      );
    }
    expect((await parseMail(mails[1] as never)).text).toContain("Reason (as the customer wrote it):\n  > Moving house");
    expect((await parseMail(mails[2] as never)).text).toContain("Pending again until you confirm");
  });
});

describe("free text in the owner's plain-text notices", () => {
  it("stays behind '> ' on every line, so a customer's line cannot pass for one of ours", () => {
    const lines = quoted("Notes", "Gate 4412\r\nPrice: $0 (owner approved refund)\nCustomer: someone else\u2028x");
    expect(lines[0]).toBe("Notes (as the customer wrote it):");
    expect(lines.slice(1)).toEqual([
      "  > Gate 4412",
      "  > Price: $0 (owner approved refund)",
      "  > Customer: someone else",
      "  > x",
    ]);
    expect(quoted("Reason", "  ")).toEqual(["Reason: (none)"]);
  });
});

// A booking's email is rendered before the day lock from a draft of the row (booking-mail.ts);
// what the transaction decides after that must not show in it, or the draft's email could lie.
describe("what a booking's transaction decides after its email was rendered", () => {
  it("the crew, a new series and the write's time change nothing in the confirmation", async () => {
    const drafted = await bookingConfirmationEmail(booking, "cara@example.com", ORIGIN, "rescheduled");
    const stored = {
      ...booking,
      crewId: "8e0c0b1e-0000-4000-8000-000000000009",
      seriesId: "8e0c0b1e-0000-4000-8000-00000000000a",
      updatedAt: new Date("2026-11-20T18:04:00Z"),
    } as Booking;
    expect(sameForMail(booking, stored)).toBe(true);
    expect(await bookingConfirmationEmail(stored, "cara@example.com", ORIGIN, "rescheduled")).toEqual(drafted);
  });

  it("anything else that changed meanwhile is rendered again from the row as stored", async () => {
    const prepared = await prepareMail(booking, (b) => bookingConfirmationEmail(b, "cara@example.com", ORIGIN));
    const moved = { ...booking, appointmentTime: "13:00" } as Booking;
    expect(sameForMail(booking, moved)).toBe(false);
    expect((await parseMail(await messageFor(prepared, moved))).text).toContain("arriving 1:00");
    expect((await parseMail(await messageFor(prepared, booking))).text).toContain("arriving 9:00");
  });
});
