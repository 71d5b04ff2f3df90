// The services a person asks us to price (after a call) rather than prices online. No imports:
// the database schema reads it (drizzle-kit loads the schema without the "@/" alias).
export const ASK_US_IDS = ["air-quality-testing", "sanitizing", "blower-coil-cleaning"] as const;
export type AskUsId = (typeof ASK_US_IDS)[number];
