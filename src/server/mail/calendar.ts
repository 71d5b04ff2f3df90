import "server-only";
import { createEvent } from "ics";
import { bookingReference } from "@/domain/booking/reference";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { appointmentStart } from "@/domain/scheduling/schedule";
import { pageIdentity } from "@/server/business/site-content";
import type { Booking } from "@/server/db/rows";
import type { MailAttachment } from "./mailer";

// A booking in the customer's calendar: the .ics attached to booking emails, and the Google and
// Outlook links for those who do not open .ics files. Both say the same event.

const label = (type: string) => (isServiceType(type) ? SERVICE_TYPE_LABELS[type] : type);

export const manageUrl = (origin: string) => new URL("/customer-dashboard", origin).toString();

const eventTimes = (booking: Booking) => {
  const start = appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone);
  return { start, end: new Date(start.getTime() + booking.durationMinutes * 60_000) };
};

// Before the business is set up (decision 0035) the event names no business and has no organizer.
const eventTitle = (booking: Booking) =>
  pageIdentity().setUp ? `${label(booking.serviceType)} - ${pageIdentity().brand}` : label(booking.serviceType);

/**
 * The .ics for the booking. METHOD:REQUEST while it stands (TENTATIVE while Requested,
 * CONFIRMED once the owner confirms), METHOD:CANCEL with the same UID when it is cancelled, so
 * the calendar removes the event. SEQUENCE is the booking's change counter.
 */
export function bookingInvite(booking: Booking, origin: string): string {
  const { start, end } = eventTimes(booking);
  const cancelled = booking.status === "cancelled";
  const { error, value } = createEvent({
    uid: `${booking.id}@clearvent`,
    method: cancelled ? "CANCEL" : "REQUEST",
    sequence: booking.sequence,
    title: eventTitle(booking),
    description: `Booking ${bookingReference(booking.id)}. Reschedule or cancel from your dashboard up to 24 hours before: ${manageUrl(origin)}`,
    location: booking.address,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: cancelled ? "CANCELLED" : booking.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
    ...(pageIdentity().setUp ? { organizer: { name: pageIdentity().brand, email: pageIdentity().email } } : {}),
    productId: "clearvent/booking",
  });
  if (error || !value) throw error ?? new Error("could not build the calendar invite");
  return value;
}

/** The invite as an email attachment: appointment.ics, or cancel.ics once the booking is cancelled. */
export const inviteAttachment = (booking: Booking, origin: string): MailAttachment => ({
  filename: booking.status === "cancelled" ? "cancel.ics" : "appointment.ics",
  content: bookingInvite(booking, origin),
  contentType: `text/calendar; method=${booking.status === "cancelled" ? "CANCEL" : "REQUEST"}`,
});

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** "Add to Google Calendar" and "Outlook" links for those who do not open .ics files. */
export function calendarLinks(booking: Booking, origin: string): { google: string; outlook: string } {
  const { start, end } = eventTimes(booking);
  const details = `Booking ${bookingReference(booking.id)}. Manage it: ${manageUrl(origin)}`;
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: eventTitle(booking),
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details,
    location: booking.address,
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: eventTitle(booking),
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: details,
    location: booking.address,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}
