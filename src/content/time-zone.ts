// The business's time zone as the owner saved it (decision 0041). `site.timeZone` reads it, so the
// ~65 places that show a date in the business's zone follow the owner's choice without each
// asking the database: the server that loads the site content (src/server/business/site-content.ts)
// sets it, per process, with the identity every page reads. Before that (a build, a unit test, the
// browser) it is the default.

const KEY = Symbol.for("clearvent.business-time-zone");
const DEFAULT = "America/Los_Angeles";

type Holder = typeof globalThis & { [KEY]?: string };

export function businessTimeZone(): string {
  return (globalThis as Holder)[KEY] ?? DEFAULT;
}

/** Only the site content's loader (and tests) set it; null goes back to the default. */
export function setBusinessTimeZone(zone: string | null): void {
  (globalThis as Holder)[KEY] = zone ?? DEFAULT;
}
