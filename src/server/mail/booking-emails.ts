import "server-only";
import { bookingReference } from "@/domain/booking/reference";
import { depositCancelSentence } from "@/domain/deposits/deposit-state";
import type { PriceLine } from "@/domain/pricing/price-lines";
import { formatDateLong, formatTime } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";
import {
  CONFIRMATION_SUBJECTS,
  type ConfirmationKind,
  priceLineTexts,
  serviceLabel,
  startLine,
  zone,
} from "./booking-words";
import { inviteAttachment } from "./calendar";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";
import type { ArrivalNews, OnTheWay } from "./templates/on-my-way";
import {
  cancelNotice,
  newBookingNotice,
  type OwnerCustomer,
  type ProfileChange,
  pendingNudge,
  profileChangeNotice,
  rescheduleNotice,
  type TextNotice,
} from "./templates/owner-notices";

// Every email about a booking, to the customer and to the owner: the subject, the parts rendered
// from the email's template (src/server/mail/templates) and the calendar file. Customers read the
// customer words of status-words.ts only; calendar files carry the booking's SEQUENCE so a
// calendar replaces its copy.

export { quoted } from "./templates/owner-notices";
export type { ConfirmationKind, OnTheWay, OwnerCustomer };

const service = (booking: Booking) => serviceLabel(booking.serviceType);

/** The customer's confirmation of a booking, a new time, or the owner's confirmation. */
export async function bookingConfirmationEmail(
  booking: Booking,
  to: string,
  origin: string,
  kind: ConfirmationKind = "booked",
  /** The price's lines when it was booked (add-ons); the Price row alone otherwise. */
  lines: readonly PriceLine[] = [],
  /** What lowered the price (priceTermsLine), said in the email above its footer. */
  terms: string | null = null,
): Promise<MailMessage> {
  const parts = await renderEmail("BookingConfirmation", {
    booking,
    origin,
    kind,
    priced: priceLineTexts(lines),
    terms,
  });
  return {
    to,
    // ASCII only: a subject with the window's dash would be encoded and unreadable to filters.
    subject: `${CONFIRMATION_SUBJECTS[kind]}: ${service(booking)} on ${formatDateLong(booking.appointmentDate)} at ${formatTime(booking.appointmentTime)} ${zone(booking)} (${bookingReference(booking.id)})`,
    ...parts,
    attachments: [inviteAttachment(booking, origin)],
  };
}

/** The customer's cancellation, with the calendar file that removes the event. */
export async function bookingCancelledEmail(
  booking: Booking,
  to: string,
  origin: string,
  /** The booking's deposit and what became of it (decision 0045), when it had one. */
  deposit: { depositCents: number; outcome: "full" | "kept" } | null = null,
): Promise<MailMessage> {
  const depositNote = deposit ? depositCancelSentence(deposit.depositCents, deposit.outcome) : null;
  return {
    to,
    subject: `Booking cancelled: ${service(booking)} on ${formatDateLong(booking.appointmentDate)} (${bookingReference(booking.id)})`,
    ...(await renderEmail("BookingCancelled", { booking, origin, depositNote })),
    attachments: [inviteAttachment(booking, origin)],
  };
}

/** The customer's reminder, some hours before the visit. */
export async function bookingReminderEmail(
  booking: Booking,
  to: string,
  origin: string,
  hours: number,
): Promise<MailMessage> {
  return {
    to,
    subject: `Reminder: ${service(booking)} on ${formatDateLong(booking.appointmentDate)} at ${startLine(booking)} (${bookingReference(booking.id)})`,
    ...(await renderEmail("BookingReminder", { booking, origin, hours })),
  };
}

const ARRIVAL_SUBJECTS = {
  "on-my-way": "Your crew is on the way",
  late: "Your crew is running late",
  back: "Correction: your crew is not on the way yet",
} as const;

/**
 * "On my way" with the crew's estimate, "Running late" with a new one, or the correction when On
 * my way is taken back; the subject carries the estimate ("arriving about 30 min (around 5:31 PM)").
 */
export async function onMyWayEmail(
  booking: Booking,
  to: string,
  crew: OnTheWay,
  news: ArrivalNews,
): Promise<MailMessage> {
  const arriving = news.kind === "back" ? "" : `: arriving ${news.arrival}`;
  return {
    to,
    subject: `${ARRIVAL_SUBJECTS[news.kind]}${arriving} (${bookingReference(booking.id)})`,
    ...(await renderEmail("OnMyWay", { booking, crew, news })),
  };
}

// --- To the owner: plain text (templates/owner-notices.ts) ----------------------------------------

const ownerMail = (to: string, notice: TextNotice): MailMessage => ({
  to,
  subject: notice.subject,
  text: notice.lines.join("\n"),
});

export function ownerBookingNotification(
  booking: Booking,
  customer: OwnerCustomer,
  to: string,
  origin: string,
  lines: readonly PriceLine[] = [],
  terms: string | null = null,
): MailMessage {
  return ownerMail(to, newBookingNotice(booking, customer, origin, priceLineTexts(lines), terms));
}

export const ownerCancelNotice = (booking: Booking, customer: OwnerCustomer, to: string, origin: string) =>
  ownerMail(to, cancelNotice(booking, customer, origin));

export const ownerRescheduleNotice = (
  booking: Booking,
  before: Booking,
  customer: OwnerCustomer,
  to: string,
  origin: string,
) => ownerMail(to, rescheduleNotice(booking, before, customer, origin));

export const ownerProfileChangeNotice = (
  change: ProfileChange,
  upcoming: Booking[],
  customer: OwnerCustomer,
  to: string,
  origin: string,
) => ownerMail(to, profileChangeNotice(change, upcoming, customer, origin));

export const ownerPendingNudge = (booking: Booking, customer: OwnerCustomer, to: string, origin: string) =>
  ownerMail(to, pendingNudge(booking, customer, origin));
