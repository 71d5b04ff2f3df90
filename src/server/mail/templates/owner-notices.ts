import "server-only";
import { getServiceArea } from "@/domain/areas/service-areas";
import { bookingReference } from "@/domain/booking/reference";
import { formatDollars } from "@/domain/pricing/pricing";
import { endTime } from "@/domain/scheduling/capacity";
import { ARRIVAL_WINDOW_MINUTES } from "@/domain/scheduling/duration";
import { formatArrivalWindow, formatDateLong, formatTime } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";
import { consoleUrl, ownerStatus, serviceLabel, startLine } from "../booking-words";

// The owner's notices are plain text on purpose: they quote what customers typed, and in plain
// text every such line sits behind "> " where no styling can make it pass for one of ours.

export interface OwnerCustomer {
  name: string;
  email: string;
}

/**
 * Free text a customer typed, under a label and with every line behind "> ", so a line they wrote
 * ("Price: $0, refund approved at ...") can never pass for one of ours.
 */
export function quoted(label: string, text: string | null | undefined): string[] {
  const lines = (text ?? "").split(/\r\n|\r|\n|\u2028|\u2029/).map((l) => l.trimEnd());
  if (!lines.some((l) => l.trim())) return [`${label}: (none)`];
  return [`${label} (as the customer wrote it):`, ...lines.map((l) => `  > ${l}`)];
}

/** The booking's facts for the owner: who, where, what, when in the area's zone, and the console. */
export function ownerFacts(booking: Booking, customer: OwnerCustomer, origin: string): string[] {
  return [
    `Customer: ${customer.name} <${customer.email}>`,
    `Phone:    ${booking.customerPhone ?? "-"}`,
    `Where:    ${booking.address}`,
    `Service:  ${serviceLabel(booking.serviceType)} (${booking.bedrooms} bd / ${booking.bathrooms} ba / ${booking.squareFeet} sq ft)`,
    `When:     ${formatDateLong(booking.appointmentDate)}, ${startLine(booking)} (arrival ${formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES)}, until about ${formatTime(endTime(booking.appointmentTime, booking.durationMinutes))}; ${getServiceArea(booking.serviceArea)?.name ?? booking.serviceArea})`,
    `Price:    ${formatDollars(Number(booking.priceExact))}`,
    `Status:   ${ownerStatus(booking.status)}`,
    `Booking:  ${bookingReference(booking.id)} (${booking.id})`,
    `Console:  ${consoleUrl(booking, origin)}`,
    ...quoted("Notes", booking.notes),
  ];
}

const ownerWhen = (b: Booking) => `${b.appointmentDate} ${startLine(b)}`;
const about = (b: Booking) => `${serviceLabel(b.serviceType)} ${ownerWhen(b)} (${bookingReference(b.id)})`;

export interface TextNotice {
  subject: string;
  lines: string[];
}

export function newBookingNotice(
  booking: Booking,
  customer: OwnerCustomer,
  origin: string,
  priced: readonly string[],
  terms: string | null,
): TextNotice {
  return {
    subject: `New booking: ${about(booking)}`,
    lines: [
      "A customer booked a visit. It is Pending until you confirm it in the console.",
      "",
      ...ownerFacts(booking, customer, origin),
      ...(priced.length > 0 ? ["", "Price lines:", ...priced.map((l) => `  ${l}`)] : []),
      ...(terms ? ["", terms] : []),
    ],
  };
}

export function cancelNotice(booking: Booking, customer: OwnerCustomer, origin: string): TextNotice {
  return {
    subject: `Cancelled by the customer: ${about(booking)}`,
    lines: [
      "The customer cancelled this visit from their dashboard. The crew time is free again.",
      ...quoted("Reason", booking.cancelReason),
      "",
      ...ownerFacts(booking, customer, origin),
    ],
  };
}

export function rescheduleNotice(
  booking: Booking,
  before: Booking,
  customer: OwnerCustomer,
  origin: string,
): TextNotice {
  const backToPending = before.status === "confirmed" && booking.status === "pending";
  return {
    subject: `Rescheduled by the customer: ${serviceLabel(booking.serviceType)} now ${ownerWhen(booking)} (${bookingReference(booking.id)})`,
    lines: [
      `The customer moved this visit from ${formatDateLong(before.appointmentDate)}, ${startLine(before)} to ${formatDateLong(booking.appointmentDate)}, ${startLine(booking)}.`,
      backToPending
        ? "You had confirmed the old time; the new time is Pending again until you confirm it in the console. The customer was told so."
        : "It is still Pending until you confirm it in the console.",
      "",
      ...ownerFacts(booking, customer, origin),
    ],
  };
}

export interface ProfileChange {
  before: { name: string | null; phone: string | null };
  after: { name: string; phone: string | null };
}

export function profileChangeNotice(
  change: ProfileChange,
  upcoming: Booking[],
  customer: OwnerCustomer,
  origin: string,
): TextNotice {
  const lines = [
    `${customer.name} <${customer.email}> changed their contact details, and has ${upcoming.length} upcoming visit${upcoming.length === 1 ? "" : "s"}.`,
  ];
  if (change.before.name !== change.after.name)
    lines.push(`Name:  ${change.before.name ?? "-"} -> ${change.after.name}`);
  if (change.before.phone !== change.after.phone)
    lines.push(
      `Phone: ${change.before.phone ?? "-"} -> ${change.after.phone ?? "-"} (the bookings below keep the number they were made with; call the new one if in doubt)`,
    );
  for (const booking of upcoming) lines.push("", ...ownerFacts(booking, customer, origin));
  return { subject: `Customer details changed: ${customer.name} (${upcoming.length} upcoming)`, lines };
}

export function pendingNudge(booking: Booking, customer: OwnerCustomer, origin: string): TextNotice {
  return {
    subject: `Still pending: ${about(booking)}`,
    lines: [
      "This booking has waited about a business day for you. The customer was told we confirm normally within one business day: confirm or call them.",
      "",
      ...ownerFacts(booking, customer, origin),
    ],
  };
}
