// Every email a requester can cause to be sent to an address that has not proven it is theirs,
// rendered with marked text in every field they typed: none of the marks may reach the message
// (subject, text, HTML or attachment), except the service address of a visit, which is what a
// booking email is about. Account emails are checked in account-emails.test.ts.
import { describe, expect, it } from "vitest";
import type { Booking, Lead } from "@/server/db/rows";
import { warmEmailRenderer } from "../../../tests/support/cold-import";
import { parseMail } from "../../../tests/support/parse-mail";
import { bookingCancelledEmail, bookingConfirmationEmail, bookingReminderEmail } from "./booking-emails";
import { estimateEmail } from "./lead-emails";
import type { MailMessage } from "./mailer";
import { creditNoteEmail, invoiceEmail, receiptEmail, refundEmail } from "./payment-emails";
import { nextVisitEmail } from "./recurring-emails";
import { reviewRequestEmail } from "./review-emails";
import { sampleBooking, sampleInvoice, sampleLead, sampleWrapUp } from "./samples";
import { visitCompletedEmail } from "./visit-emails";

warmEmailRenderer();

const MARK = "TYPEDMARK";
// The samples every email is built from (samples.ts), with the mark in every field the requester
// typed but the visit's address.
const booking = {
  ...sampleBooking,
  notes: `${MARK} Your card on file was declined, update it at the link`,
  cancelReason: `${MARK} reason`,
} as Booking;

const lead = {
  ...sampleLead,
  fullName: `${MARK} Ann`,
  email: "stranger@example.com",
  address: `${MARK} 1 Main St, Berkeley, CA 94704`,
} as Lead;

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
  [
    "visit wrap-up",
    () => visitCompletedEmail("stranger@example.com", sampleWrapUp({ ...booking, status: "completed" }, ORIGIN), []),
  ],
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
        serviceType: "air_duct",
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
const invoice = sampleInvoice({ ...booking, discountAmount: 0, discountLabel: null });
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
