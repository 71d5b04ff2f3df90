export const MISSING_INFORMATION = {
  title: "Missing information",
  description: "Please select a date and time for your appointment.",
} as const;

export const SLOT_TAKEN_MESSAGE = "That time was just taken, please pick another.";
