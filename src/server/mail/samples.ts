import "server-only";
import { ASK_US_PRICE_TABLE } from "@/domain/leads/ask-us-input";
import { invoiceBalance } from "@/domain/payments/balance";
import { invoiceLines, invoiceTotals } from "@/domain/payments/invoice";
import type { PriceLine } from "@/domain/pricing/price-lines";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import type { Booking, Lead } from "@/server/db/rows";
import { customerInviteEmail, passwordResetEmail, technicianInviteEmail, verificationEmail } from "./account-emails";
import {
  bookingCancelledEmail,
  bookingConfirmationEmail,
  bookingReminderEmail,
  onMyWayEmail,
  ownerBookingNotification,
  ownerCancelNotice,
  ownerPendingNudge,
  ownerProfileChangeNotice,
  ownerRescheduleNotice,
} from "./booking-emails";
import { checkoutRefusedEmail, noShowFeeEmail } from "./booking-money-emails";
import { dueReminderEmail } from "./due-emails";
import { estimateEmail, ownerLeadNotification } from "./lead-emails";
import type { MailMessage } from "./mailer";
import { newsletterConfirmEmail, newsletterWelcomeEmail } from "./newsletter-emails";
import {
  cardPaymentLinkEmail,
  creditNoteEmail,
  invoiceEmail,
  paymentReminderEmail,
  receiptEmail,
  refundEmail,
} from "./payment-emails";
import { planPausedOwnerNotice, planPaymentFailedEmail } from "./plan-emails";
import { priceTermsLine } from "./price-terms";
import { quoteEmail } from "./quote-emails";
import { nextVisitEmail } from "./recurring-emails";
import { reviewRequestEmail } from "./review-emails";
import { textReplyOwnerNotice } from "./text-emails";
import { visitCompletedEmail } from "./visit-emails";
import { waitlistOpenEmail } from "./waitlist-emails";

// Every email the outbox sends, built with sample data: what `npm run email:preview` writes out and
// what every-email.test.ts reads as a mail client would. Fields a customer types carry markup, so
// an email that prints one shows it escaped.

export const SAMPLE_ORIGIN = "https://clearvent.example";
/** Markup in typed fields: printed as text, never as HTML. */
export const TYPED_MARKUP = '<img src="x" onerror="alert(1)">';

const at = new Date("2026-11-20T18:00:00Z");

export const sampleBooking = {
  id: "1a2b3c4d-0000-4000-8000-000000000001",
  userId: "u1",
  serviceType: "air_duct",
  appointmentDate: "2026-12-02",
  appointmentTime: "09:00",
  timeZone: BUSINESS_TIME_ZONE,
  serviceArea: "bay-area",
  durationMinutes: 300,
  address: `2180 Milvia St ${TYPED_MARKUP}, Berkeley, CA 94704`,
  city: "Berkeley",
  state: "CA",
  zipCode: "94704",
  customerPhone: "(415) 555-0100",
  status: "pending",
  priceExact: "368.00",
  isRecurring: true,
  recurringIntervalMonths: 6,
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  notes: `Gate code 4412 ${TYPED_MARKUP}\nPrice: $0 (owner approved)`,
  cancelReason: "Moving house",
  discountKind: "recurring",
  discountLabel: "Recurring customer: 10% off",
  discountAmount: 41,
  sequence: 0,
  createdAt: at,
  updatedAt: at,
} as unknown as Booking;

const confirmed = { ...sampleBooking, status: "confirmed", sequence: 1 } as Booking;
const cancelled = { ...sampleBooking, status: "cancelled", sequence: 2 } as Booking;
const completed = { ...sampleBooking, status: "completed", sequence: 2 } as Booking;
const customer = { name: "Cara Customer", email: "cara@example.com" };

const priced: PriceLine[] = [
  { kind: "service", label: "Air Duct Cleaning", cents: 40900 },
  { kind: "discount", label: "Recurring customer: 10% off", cents: -4100 },
  { kind: "add-on", label: "UV Light Installation", cents: 34900 },
] as PriceLine[];

/** A lead as the price form stores it, with markup in the address the requester typed. */
export const sampleLead = {
  id: "2b3c4d5e-0000-4000-8000-000000000002",
  fullName: "Ann Asker",
  email: "ann@example.com",
  phone: "(415) 555-0111",
  address: `1 Main St ${TYPED_MARKUP}, Berkeley, CA 94704`,
  serviceType: "air_duct",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  pricingExact: 399,
  pricingMin: 339,
  pricingMax: 459,
  priceTableVersion: "2026-01",
  offerId: null,
  offerDiscount: 0,
  marketingConsent: true,
  consentTextVersion: "2026-01",
  pageUrl: "/air-duct-cleaning/berkeley",
  pageType: "city",
  requestCount: 1,
  notes: null,
  lastRequestAt: at,
} as unknown as Lead;

/** The invoice issueInvoice writes for `booking` at Finished: its lines, tax at 8.25%. */
export function sampleInvoice(booking: Booking) {
  const lines = invoiceLines(booking);
  return {
    id: "3c4d5e6f-0000-4000-8000-000000000003",
    bookingId: booking.id,
    number: "CV-2026-000001",
    lines,
    ...invoiceTotals(lines, 825),
    appointmentDate: booking.appointmentDate,
    address: booking.address,
    timeZone: booking.timeZone,
  };
}

const invoice = sampleInvoice(sampleBooking);

const crew = { crewName: "Crew 1", technicianFirstName: "Nia", phone: "(415) 555-0199" };

/** The wrap-up of a finished visit: its report, and its invoice part paid in cash on site. */
export function sampleWrapUp(booking: Booking, origin: string) {
  const inv = sampleInvoice(booking);
  return {
    booking,
    done: ["Supply registers and return grilles cleaned", "Furnace filter replaced"],
    findings: `Heavy dust in the return trunk. ${TYPED_MARKUP}`,
    recommendations: "Replace the filter every 3 months.",
    money: {
      invoice: { ...inv, paidCents: 10000, creditedCents: 0, dueCents: inv.totalCents - 10000, status: "open" },
      payments: [{ amountCents: 10000, method: "cash", date: "Wednesday, December 2, 2026" }],
      online: true,
    },
    link: `${origin}/customer-visits/${booking.id}`,
  };
}

const to = "cara@example.com";
const owner = "owner@clearvent.example";
const o = SAMPLE_ORIGIN;

/** Every email, by a file-friendly name. */
export const SAMPLE_EMAILS: Record<string, () => Promise<MailMessage> | MailMessage> = {
  "booking-requested": () =>
    bookingConfirmationEmail(sampleBooking, to, o, "booked", priced, priceTermsLine(sampleBooking)),
  "booking-rescheduled": () => bookingConfirmationEmail(sampleBooking, to, o, "rescheduled"),
  "booking-confirmed": () => bookingConfirmationEmail(confirmed, to, o, "confirmed"),
  "booking-moved-by-owner": () => bookingConfirmationEmail(confirmed, to, o, "moved-by-owner"),
  "booking-cancelled": () => bookingCancelledEmail(cancelled, to, o, { depositCents: 2_980, outcome: "full" }),
  "reminder-2-days": () => bookingReminderEmail(confirmed, to, o, 48),
  "reminder-today": () => bookingReminderEmail(confirmed, to, o, 3),
  "on-my-way": () => onMyWayEmail(confirmed, to, crew, { kind: "on-my-way", arrival: "about 30 min (around 8:45 AM)" }),
  "running-late": () => onMyWayEmail(confirmed, to, crew, { kind: "late", arrival: "about 15 min (around 9:10 AM)" }),
  "on-my-way-taken-back": () => onMyWayEmail(confirmed, to, crew, { kind: "back" }),
  "visit-completed": () => visitCompletedEmail(to, sampleWrapUp(completed, o), []),
  "review-request": () =>
    reviewRequestEmail(completed, to, { review: `${o}/review?t=abc`, stop: `${o}/review/stop?u=u1&sig=def` }),
  "invoice-online": () => invoiceEmail(invoice, to, o, true),
  "invoice-on-site": () => invoiceEmail(invoice, to, o, false),
  receipt: () => receiptEmail(invoice, { amountCents: invoice.totalCents, method: "stripe", at }, to, o),
  "receipt-partly-paid": () =>
    receiptEmail(invoice, { amountCents: 10000, method: "cash", at }, to, o, {
      balance: invoiceBalance({ status: "open", totalCents: invoice.totalCents, creditedCents: 0, paidCents: 10000 }),
      online: true,
    }),
  refund: () => refundEmail(invoice, 5000, to),
  "payment-reminder": () =>
    paymentReminderEmail(
      invoice,
      invoiceBalance({ status: "open", totalCents: invoice.totalCents, creditedCents: 0, paidCents: 10000 }),
      to,
      o,
      true,
    ),
  "card-payment-link": () =>
    cardPaymentLinkEmail(
      { number: invoice.number, dueCents: 29900, address: "2180 Milvia St, Berkeley, CA 94704" },
      `${o}/pay/cs_test_sample123`,
      to,
    ),
  "credit-note": () =>
    creditNoteEmail(invoice, { number: "CN-2026-000001", amountCents: 5000, dueCents: 35900 }, to, o),
  "credit-note-settled": () =>
    creditNoteEmail(invoice, { number: "CN-2026-000002", amountCents: 40900, dueCents: 0 }, to, o),
  "newsletter-confirm": () => newsletterConfirmEmail(to, `${o}/newsletter/confirm?id=n1&sig=s`),
  "waitlist-open": () => waitlistOpenEmail(to, "Chicago", `${o}/book-service`),
  "newsletter-welcome": () => newsletterWelcomeEmail(to, `${o}/newsletter/unsubscribe?id=n1&sig=s`),
  "account-verification": () => verificationEmail(to, `${o}/l/verify123`),
  "password-reset": () => passwordResetEmail(to, `${o}/l/reset123`),
  "customer-invite": () => customerInviteEmail("cara@example.com", `${o}/reset-password?token=t`, 7),
  quote: () =>
    quoteEmail(
      to,
      {
        options: [
          { label: "Good", totalCents: 49_900 },
          { label: "Better", totalCents: 84_800 },
          { label: "Best", totalCents: 129_700 },
        ],
        expiresOn: "2026-12-04",
        note: TYPED_MARKUP,
      },
      `${o}/quote/q123`,
    ),
  "technician-invite": () => technicianInviteEmail("nia@example.com", "Crew 1", `${o}/reset-password?token=t`, 7),
  estimate: () => estimateEmail(sampleLead, `${o}/book-service?quote=q`, ["Licensed and insured"]),
  "next-visit": () =>
    nextVisitEmail({
      to,
      serviceType: "air_duct",
      address: sampleBooking.address,
      suggestedDate: "2027-06-02",
      intervalMonths: 6,
      tablePrice: 409,
      price: 368,
      bookingLink: `${o}/book-service?series=s1&date=2027-06-02`,
      dashboardLink: `${o}/customer-dashboard`,
    }),
  "due-reminder": () =>
    dueReminderEmail({
      to,
      serviceType: "dryer_vent",
      address: sampleBooking.address,
      lastVisitDate: "2025-11-20",
      intervalMonths: 12,
      bookingLink: `${o}/book-service?due=m1.1767225600000.sig`,
      linkValidUntil: "2027-01-01",
      unsubscribeLink: `${o}/due/unsubscribe?m=m1&sig=s`,
      listUnsubscribe: `${o}/api/due/unsubscribe?m=m1&sig=s`,
    }),
  "owner-new-booking": () =>
    ownerBookingNotification(sampleBooking, customer, owner, o, priced, priceTermsLine(sampleBooking)),
  "owner-cancelled": () => ownerCancelNotice(cancelled, customer, owner, o),
  "owner-rescheduled": () => ownerRescheduleNotice(sampleBooking, confirmed, customer, owner, o),
  "owner-profile-change": () =>
    ownerProfileChangeNotice(
      { before: { name: "Cara C", phone: null }, after: { name: "Cara Customer", phone: "(415) 555-0100" } },
      [sampleBooking],
      customer,
      owner,
      o,
    ),
  "owner-pending-nudge": () => ownerPendingNudge(sampleBooking, customer, owner, o),
  "owner-lead": () => ownerLeadNotification(sampleLead, owner, o),
  "owner-ask-us": () =>
    ownerLeadNotification(
      { ...sampleLead, priceTableVersion: ASK_US_PRICE_TABLE, notes: "Asked: Is it safe with a cat in the house?" },
      owner,
      o,
    ),
  "booking-deposit-refunded": () => checkoutRefusedEmail(sampleBooking, { depositCents: 5000 }, to, o),
  "no-show-fee": () =>
    noShowFeeEmail(sampleBooking, { amountCents: 7500, reason: "Nobody home; no answer by phone" }, to, o),
  "plan-payment-failed": () =>
    planPaymentFailedEmail(
      { membershipId: "m-1", planName: "Dryer Vent Safety Plan", amountCents: 14900, retryOn: "2026-11-23" },
      to,
      o,
    ),
  "owner-plan-paused": () =>
    planPausedOwnerNotice(
      {
        name: "Cara Customer",
        email: "cara@example.com",
        planName: "Dryer Vent Safety Plan",
        amountCents: 14900,
        firstDeclinedOn: "2026-11-20",
      },
      owner,
      o,
    ),
  "owner-text-reply": () =>
    textReplyOwnerNotice({ from: "+14155550100", body: "Can you come at 10 instead?" }, customer, confirmed, owner, o),
};
