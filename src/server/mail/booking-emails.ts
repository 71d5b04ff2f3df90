import "server-only";
import { createEvent } from "ics";
import { site } from "@/content/site";
import { formatDollars, isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { endTime } from "@/domain/scheduling/capacity";
import { ARRIVAL_WINDOW_MINUTES, formatDuration } from "@/domain/scheduling/duration";
import {
  appointmentStart,
  formatArrivalWindow,
  formatDateLong,
  formatTime,
  zoneAbbreviation,
} from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/bookings/create-booking";
import type { MailMessage } from "./mailer";

const label = (type: string) => (isServiceType(type) ? SERVICE_TYPE_LABELS[type] : type);
/** "Tuesday, December 1, 2026, arriving 9:00-9:30 AM PST". */
function whenLine(booking: Booking): string {
  const arrival = formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES);
  return `${formatDateLong(booking.appointmentDate)}, arriving ${arrival} ${zoneAbbreviation(booking.appointmentDate, booking.timeZone)}`;
}

const durationLine = (booking: Booking) =>
  `${formatDuration(booking.durationMinutes)}, done by about ${formatTime(endTime(booking.appointmentTime, booking.durationMinutes))}`;

/** An .ics invite from the appointment's start (in the address's time zone) to the end of the job. */
export function bookingInvite(booking: Booking, origin: string): string {
  const start = appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone);
  const { error, value } = createEvent({
    uid: `${booking.id}@clearvent`,
    sequence: Math.floor(booking.updatedAt.getTime() / 1000),
    title: `${label(booking.serviceType)} - ${site.brand}`,
    description: `Booking ${booking.id}. Reschedule or cancel from your dashboard up to 24 hours before: ${new URL("/customer-dashboard", origin)}`,
    location: booking.address,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: start.getTime() + booking.durationMinutes * 60_000,
    endInputType: "utc",
    endOutputType: "utc",
    status: booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: site.brand, email: site.email },
    productId: "clearvent/booking",
  });
  if (error || !value) throw error ?? new Error("could not build the calendar invite");
  return value;
}

export function bookingConfirmationEmail(
  booking: Booking,
  to: string,
  origin: string,
  kind: "booked" | "rescheduled" = "booked",
): MailMessage {
  const when = whenLine(booking);
  return {
    to,
    // ASCII only: a subject with the window's dash would be encoded and unreadable to filters.
    subject: `${kind === "booked" ? "Booking received" : "Booking rescheduled"}: ${label(booking.serviceType)} on ${formatDateLong(booking.appointmentDate)} at ${formatTime(booking.appointmentTime)}`,
    text: [
      kind === "booked" ? "Thanks for booking with us." : "Your booking has a new time.",
      "",
      `Service: ${label(booking.serviceType)}`,
      `When:    ${when}`,
      `Takes:   ${durationLine(booking)}`,
      `Where:   ${booking.address}`,
      `Phone:   ${booking.customerPhone ?? "-"} (the crew calls this number on the day)`,
      `Price:   ${formatDollars(Number(booking.priceExact))}`,
      `Status:  ${booking.status}`,
      booking.isRecurring ? `Repeats: every ${booking.recurringIntervalMonths} months (10% off future visits)` : "",
      "",
      "The calendar invite is attached. You can reschedule or cancel from your dashboard up to 24 hours before",
      `the appointment: ${new URL("/customer-dashboard", origin)}. Questions? Call ${site.phone} (${site.hours}).`,
    ]
      .filter((l) => l !== null)
      .join("\n"),
    attachments: [
      {
        filename: "appointment.ics",
        content: bookingInvite(booking, origin),
        contentType: "text/calendar; method=PUBLISH",
      },
    ],
  };
}

export function bookingCancelledEmail(booking: Booking, to: string): MailMessage {
  return {
    to,
    subject: `Booking cancelled: ${label(booking.serviceType)} on ${formatDateLong(booking.appointmentDate)}`,
    text: [
      `Your ${label(booking.serviceType)} on ${whenLine(booking)} is cancelled.`,
      "",
      `Book again any time online, or call ${site.phone}.`,
    ].join("\n"),
  };
}

export function ownerBookingNotification(booking: Booking, customer: string, to: string): MailMessage {
  return {
    to,
    subject: `New booking: ${label(booking.serviceType)} ${booking.appointmentDate} ${booking.appointmentTime}`,
    text: [
      `Customer: ${customer}`,
      `Service:  ${label(booking.serviceType)} (${booking.bedrooms} bd / ${booking.bathrooms} ba / ${booking.squareFeet} sq ft)`,
      `When:     ${booking.appointmentDate} ${booking.appointmentTime}-${endTime(booking.appointmentTime, booking.durationMinutes)} ${zoneAbbreviation(booking.appointmentDate, booking.timeZone)} (${booking.serviceArea})`,
      `Where:    ${booking.address}`,
      `Phone:    ${booking.customerPhone ?? "-"}`,
      `Price:    ${formatDollars(Number(booking.priceExact))}`,
      `Notes:    ${booking.notes ?? "-"}`,
      `Booking:  ${booking.id}`,
    ].join("\n"),
  };
}
