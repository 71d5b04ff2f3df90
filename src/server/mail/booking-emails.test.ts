import { expect, it } from "vitest";
import type { Booking } from "@/server/bookings/create-booking";
import { bookingConfirmationEmail, bookingInvite, ownerBookingNotification } from "./booking-emails";

const booking = {
  id: "00000000-0000-4000-8000-000000000001",
  serviceType: "standard",
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
  notes: null,
  updatedAt: new Date("2026-11-20T18:00:00Z"),
} as unknown as Booking;

it("the invite starts at the address's local time and ends when the job does", () => {
  const ics = bookingInvite(booking, "http://localhost:3000");
  expect(ics).toContain("DTSTART:20261202T140000Z"); // 09:00 Eastern
  expect(ics).toContain("DTEND:20261202T190000Z"); // + 5 hours
});

it("the emails carry the arrival window, the length, the zone and the phone", () => {
  const mail = bookingConfirmationEmail(booking, "c@example.com", "http://localhost:3000");
  expect(mail.text).toContain("arriving 9:00\u20139:30 AM EST");
  expect(mail.subject).toMatch(/^[\x20-\x7e]+$/); // ASCII: filters and tests read it as sent
  expect(mail.text).toContain("about 5 hours, done by about 2:00 PM");
  const owner = ownerBookingNotification(booking, "C <c@example.com>", "o@example.com");
  expect(owner.text).toContain("09:00-14:00 EST (new-york-city)");
  expect(owner.text).toContain("(212) 555-0100");
});
