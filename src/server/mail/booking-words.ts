import "server-only";
import { consoleBookingPath } from "@/domain/booking/reference";
import { STATUS_LABELS } from "@/domain/booking/status-words";
import { formatCents, formatQuoteCents } from "@/domain/money/format";
import { linesTotalCents, type PriceLine } from "@/domain/pricing/price-lines";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { endTime } from "@/domain/scheduling/capacity";
import { ARRIVAL_WINDOW_MINUTES, formatDuration } from "@/domain/scheduling/duration";
import { formatArrivalWindow, formatDateLong, formatTime, zoneAbbreviation } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";

// The phrases booking emails share: the service's name, the time in the booking's own zone, the
// arrival window, how long it takes.

export const serviceLabel = (type: string) => (isServiceType(type) ? SERVICE_TYPE_LABELS[type] : type);
export const zone = (booking: Booking) => zoneAbbreviation(booking.appointmentDate, booking.timeZone);

/** "9:00 AM PST". */
export const startLine = (booking: Booking) => `${formatTime(booking.appointmentTime)} ${zone(booking)}`;

/** "9:00–9:30 AM PST". */
export const arrivalLine = (booking: Booking) =>
  `${formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES)} ${zone(booking)}`;

/** "Tuesday, December 1, 2026, arriving 9:00-9:30 AM PST". */
export const whenLine = (booking: Booking) =>
  `${formatDateLong(booking.appointmentDate)}, arriving ${arrivalLine(booking)}`;

/** "about 5 hours, done by about 2:00 PM". */
export const durationLine = (booking: Booking) =>
  `${formatDuration(booking.durationMinutes)}, done by about ${formatTime(endTime(booking.appointmentTime, booking.durationMinutes))}`;

export const consoleUrl = (booking: Booking, origin: string) => new URL(consoleBookingPath(booking), origin).toString();

export const ownerStatus = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

/** What the customer can do before the crew comes; the crew's day goes faster and cleaner. */
export const PREPARATION = [
  "Clear a path to every vent, register and the return grille: move furniture and rugs that cover them.",
  "Make room around the furnace or air handler and, for dryer vents, pull the dryer out a little if you can.",
  "Keep pets in a closed room while the crew works; the equipment is loud and the doors stay open.",
  "Leave parking for a van near the door (about 20 feet of curb or the driveway); we run hoses from it.",
  "Someone over 18 should be home to let the crew in and walk through the job with them.",
] as const;

/**
 * The lines of a booking's price as the emails print them ("UV Light Installation: $349"), with
 * the total; empty when the price is the service alone (the Price row says it all then).
 */
export function priceLineTexts(lines: readonly PriceLine[]): string[] {
  if (
    !lines.some((l) => l.kind === "add-on" || l.kind === "custom" || l.kind === "office-discount" || l.kind === "plan")
  )
    return [];
  // The owner's lines may hold cents (10% of $349); then every line shows them, so the sum reads true.
  const format = lines.every((l) => l.cents % 100 === 0) ? formatQuoteCents : formatCents;
  return [...lines.map((l) => `${l.label}: ${format(l.cents)}`), `Total: ${format(linesTotalCents(lines))}`];
}

export type ConfirmationKind = "booked" | "rescheduled" | "confirmed" | "moved-by-owner";

/** The confirmation email's subject (and heading) by what happened. */
export const CONFIRMATION_SUBJECTS: Record<ConfirmationKind, string> = {
  booked: "Visit requested",
  rescheduled: "Booking rescheduled",
  confirmed: "Booking confirmed",
  "moved-by-owner": "Booking rescheduled",
};
