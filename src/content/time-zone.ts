// The business's time zone as the owner saved it (decision 0041). `site.timeZone` reads it, so the
// ~65 places that show a date in the business's zone follow the owner's choice without each
// asking the database: the server that loads the site content (src/server/business/site-content.ts)
// sets it, per process, with the identity every page reads. Before that (a build, a unit test, the
// browser) it is the default.

const KEY = Symbol.for("clearvent.business-time-zone");
/** Where the business is until the owner says otherwise. */
export const DEFAULT_TIME_ZONE = "America/Los_Angeles";

type Holder = typeof globalThis & { [KEY]?: string };

export function businessTimeZone(): string {
  return (globalThis as Holder)[KEY] ?? DEFAULT_TIME_ZONE;
}

/** Only the site content's loader (and tests) set it; null goes back to the default. */
export function setBusinessTimeZone(zone: string | null): void {
  (globalThis as Holder)[KEY] = zone ?? DEFAULT_TIME_ZONE;
}

/** The zones the form offers: the US's, west to east, and UTC. */
export const TIME_ZONES: readonly { id: string; label: string }[] = [
  { id: "Pacific/Honolulu", label: "Hawaii (Honolulu)" },
  { id: "America/Anchorage", label: "Alaska (Anchorage)" },
  { id: "America/Los_Angeles", label: "Pacific (Los Angeles)" },
  { id: "America/Phoenix", label: "Arizona (Phoenix, no daylight saving)" },
  { id: "America/Denver", label: "Mountain (Denver)" },
  { id: "America/Boise", label: "Mountain (Boise)" },
  { id: "America/Chicago", label: "Central (Chicago)" },
  { id: "America/Indiana/Indianapolis", label: "Eastern (Indianapolis)" },
  { id: "America/Detroit", label: "Eastern (Detroit)" },
  { id: "America/New_York", label: "Eastern (New York)" },
  { id: "America/Puerto_Rico", label: "Atlantic (Puerto Rico)" },
  { id: "UTC", label: "UTC" },
];
