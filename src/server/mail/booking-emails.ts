import "server-only";
import { createEvent } from "ics";
import { site } from "@/content/site";
import { formatDollars, isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { appointmentStart, formatDateLong, formatTime } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/bookings/create-booking";
import type { MailMessage } from "./mailer";

const label = (type: string) => (isServiceType(type) ? SERVICE_TYPE_LABELS[type] : type);
const DURATION_HOURS: Record<string, number> = { standard: 4, deep: 1, move_out: 5 };

/** An .ics invite whose start is the appointment's instant in the address's time zone. */
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
    duration: { hours: DURATION_HOURS[booking.serviceType] ?? 3 },
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
  const when = `${formatDateLong(booking.appointmentDate)} at ${formatTime(booking.appointmentTime)}`;
  return {
    to,
    subject: `${kind === "booked" ? "Booking received" : "Booking rescheduled"}: ${label(booking.serviceType)} on ${when}`,
    text: [
      kind === "booked" ? "Thanks for booking with us." : "Your booking has a new time.",
      "",
      `Service: ${label(booking.serviceType)}`,
      `When:    ${when} (local time)`,
      `Where:   ${booking.address}`,
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
      `Your ${label(booking.serviceType)} on ${formatDateLong(booking.appointmentDate)} at ${formatTime(booking.appointmentTime)} is cancelled.`,
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
      `When:     ${booking.appointmentDate} ${booking.appointmentTime} (${booking.timeZone})`,
      `Where:    ${booking.address}`,
      `Price:    ${formatDollars(Number(booking.priceExact))}`,
      `Notes:    ${booking.notes ?? "-"}`,
      `Booking:  ${booking.id}`,
    ].join("\n"),
  };
}
