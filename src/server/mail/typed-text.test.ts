// Every email a requester can cause to be sent to an address that has not proven it is theirs,
// rendered with marked text in every field they typed: none of the marks may reach the message
// (subject, text, HTML or attachment), except the service address of a visit, which is what a
// booking email is about. Account emails are checked in account-emails.test.ts.
import { describe, expect, it } from "vitest";
import { invoiceLines, invoiceTotals } from "@/domain/payments/invoice";
import type { Booking, Lead } from "@/server/db/rows";
import { parseMail } from "../../../tests/support/parse-mail";
import { bookingCancelledEmail, bookingConfirmationEmail, bookingReminderEmail } from "./booking-emails";
import { estimateEmail } from "./lead-emails";
import type { MailMessage } from "./mailer";
import { creditNoteEmail, invoiceEmail, receiptEmail, refundEmail } from "./payment-emails";
import { nextVisitEmail } from "./recurring-emails";
import { reviewRequestEmail } from "./review-emails";
import { visitCompletedEmail } from "./visit-emails";

const MARK = "TYPEDMARK";
const booking = {
  id: "1a2b3c4d-0000-4000-8000-000000000001",
  userId: "u1",
  serviceType: "standard",
  appointmentDate: "2026-12-02",
  appointmentTime: "09:00",
  timeZone: "America/Los_Angeles",
  serviceArea: "bay-area",
  durationMinutes: 300,
  address: "2180 Milvia St, Berkeley, CA 94704",
  customerPhone: "(415) 555-0100",
  status: "pending",
  priceExact: "409.00",
  isRecurring: false,
  recurringIntervalMonths: null,
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  notes: `${MARK} Your card on file was declined, update it at the link`,
  cancelReason: `${MARK} reason`,
  sequence: 0,
  createdAt: new Date("2026-11-20T18:00:00Z"),
  updatedAt: new Date("2026-11-20T18:00:00Z"),
} as unknown as Booking;

const lead = {
  id: "2b3c4d5e-0000-4000-8000-000000000002",
  fullName: `${MARK} Ann`,
  email: "stranger@example.com",
  phone: "(415) 555-0100",
  address: `${MARK} 1 Main St, Berkeley, CA 94704`,
  serviceType: "standard",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  pricingExact: 399,
  pricingMin: 339,
  pricingMax: 459,
  priceTableVersion: "2026-01",
  offerId: null,
  offerDiscount: 0,
  lastRequestAt: new Date("2026-11-20T18:00:00Z"),
} as unknown as Lead;

async function everything(message: MailMessage): Promise<string> {
  const parsed = await parseMail(message as never);
  const attachments = (parsed.attachments ?? []).map((a) => a.content.toString("utf8"));
  return [parsed.subject, parsed.text, parsed.html || "", ...attachments].join("\n");
}

const ORIGIN = "http://localhost:3000";
const EMAILS: [string, () => Promise<MailMessage>][] = [
  ["estimate", () => estimateEmail(lead, `${ORIGIN}/book-service?quote=x`)],
  ["booking confirmation", () => bookingConfirmationEmail(booking, "stranger@example.com", ORIGIN)],
  ["booking rescheduled", () => bookingConfirmationEmail(booking, "stranger@example.com", ORIGIN, "rescheduled")],
  ["booking confirmed", () => bookingConfirmationEmail(booking, "stranger@example.com", ORIGIN, "confirmed")],
  ["booking moved", () => bookingConfirmationEmail(booking, "stranger@example.com", ORIGIN, "moved-by-owner")],
  [
    "booking cancelled",
    () => bookingCancelledEmail({ ...booking, status: "cancelled" }, "stranger@example.com", ORIGIN),
  ],
  ["reminder", () => bookingReminderEmail(booking, "stranger@example.com", ORIGIN, 48)],
  ["visit done", () => visitCompletedEmail({ ...booking, status: "completed" }, "stranger@example.com", ORIGIN)],
  [
    "review request",
    () =>
      reviewRequestEmail({ ...booking, status: "completed" }, "stranger@example.com", {
        review: `${ORIGIN}/review?t=x`,
        stop: `${ORIGIN}/review/stop?u=x&sig=y`,
      }),
  ],
  [
    "next visit",
    () =>
      nextVisitEmail({
        to: "stranger@example.com",
        serviceType: "standard",
        address: booking.address,
        suggestedDate: "2027-06-02",
        intervalMonths: 6,
        tablePrice: 409,
        price: 368,
        bookingLink: `${ORIGIN}/book-service?series=x`,
        dashboardLink: `${ORIGIN}/customer-dashboard`,
      }),
  ],
];

// The invoice as issueInvoice writes it from the (marked) booking.
const lines = invoiceLines({ ...booking, discountAmount: 0, discountLabel: null });
const invoice = {
  id: "3c4d5e6f-0000-4000-8000-000000000003",
  bookingId: booking.id,
  number: "CV-2026-000001",
  lines,
  ...invoiceTotals(lines, 825),
  appointmentDate: booking.appointmentDate,
  address: booking.address,
};
EMAILS.push(
  ["invoice", () => invoiceEmail(invoice, "stranger@example.com", ORIGIN, true)],
  [
    "receipt",
    () => receiptEmail(invoice, { amountCents: 40900, method: "check", at: new Date() }, "x@example.com", ORIGIN),
  ],
  ["refund", () => refundEmail(invoice, 5000, "stranger@example.com")],
  [
    "credit note",
    () =>
      creditNoteEmail(
        invoice,
        { number: "CN-2026-000001", amountCents: 5000, dueCents: 35900 },
        "stranger@example.com",
        ORIGIN,
      ),
  ],
);

describe("emails to an unproven address carry nothing the requester typed", () => {
  for (const [name, render] of EMAILS) {
    it(name, async () => {
      expect(await everything(await render())).not.toContain(MARK);
    });
  }
});
