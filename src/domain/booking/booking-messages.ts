export const MISSING_INFORMATION = {
  title: "Missing information",
  description: "Please select a date and time for your appointment.",
} as const;

export const SLOT_TAKEN_MESSAGE = "That time was just taken, please pick another.";

export const SLOT_UNAVAILABLE_MESSAGE =
  "That date or time can't be booked. Please pick one of the open times the form shows.";

/** The address is outside every area we serve: no booking, but a person to call. */
export const OUTSIDE_AREA_MESSAGE = `We don't serve that address online yet. Please call us and we'll see what we can do.`;

/** The address is in an area nobody works yet: the form offers the waitlist instead of times. */
export const NOT_STAFFED_MESSAGE =
  "Not in your area yet: our crews don't work there yet, so there are no times to book. Leave your email and we'll write once when they do.";

/** The owner closed the address's metro or ZIP (/admin/settings/areas): no booking, the waitlist instead. */
export const AREA_CLOSED_MESSAGE =
  "We're not taking bookings at that address just now. Leave your email on the waitlist and we'll write once we are.";

export const ADDRESS_MISMATCH_MESSAGE =
  "The city, state and ZIP code don't match one place. Please check the service address.";

export const TOO_LONG_MESSAGE = `A home this size needs more than one working day. Please call us to plan the visit.`;

/** "Text me about this visit" ticked with a number that cannot take texts. */
export const TEXT_NUMBER_MESSAGE =
  "We can text only a US number (10 digits, area code first). Check the phone number, or untick the box.";
