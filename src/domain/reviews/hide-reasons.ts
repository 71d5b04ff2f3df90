// Relative imports only: src/server/db/schema.ts builds its check from this list (drizzle-kit
// loads it without the "@/" alias).

/**
 * The only reasons a review may be hidden (each stated and logged). A rating, or what a review
 * says about the work, is never one: the FTC's rule on consumer reviews forbids suppressing them.
 */
export const HIDE_REASONS = {
  "personal-data": "It shows someone's personal data (address, phone, email, full name)",
  profanity: "Profanity or abuse",
  "off-topic": "Not about our service",
  "not-a-customer": "Not written by the customer of the visit",
} as const;

export type HideReason = keyof typeof HIDE_REASONS;
export const HIDE_REASON_IDS = Object.keys(HIDE_REASONS) as [HideReason, ...HideReason[]];
