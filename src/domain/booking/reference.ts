/**
 * The booking's reference, read out on the phone or typed into a search: "CV-1A2B-3C4D", the
 * first 8 hex digits of its id. 4 billion values; the console can also find a booking by its id.
 */
export function bookingReference(id: string): string {
  const hex = id.replace(/-/g, "").slice(0, 8).toUpperCase();
  return `CV-${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}

/** The owner console's view of the booking's day, scrolled to the booking. */
export function consoleBookingPath(booking: { id: string; serviceArea: string; appointmentDate: string }): string {
  const q = new URLSearchParams({
    area: booking.serviceArea,
    day: booking.appointmentDate,
    from: booking.appointmentDate,
    to: booking.appointmentDate,
  });
  return `/admin/bookings?${q}#booking-${booking.id}`;
}
