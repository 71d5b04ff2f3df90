import { TZDate } from "@date-fns/tz";
import { addDays, format, subMonths } from "date-fns";

// What the database keeps and for how long (docs/decisions/0027-history-retention.md). Pure
// rules: the clock is an input.

/** Days a finished outbox message keeps who it was for and what it said. */
export const OUTBOX_PERSONAL_DAYS = 90;
/** Months raw analytics events are kept before they become daily counts. */
export const RAW_EVENT_MONTHS = 13;
/** The local time (business zone) the upkeep jobs run at, once a day. */
export const UPKEEP_TIME = { hour: 3, minute: 30 } as const;
/** How long a server's claim on a job holds before another may take it over. */
export const UPKEEP_LEASE_MS = 30 * 60_000;

export const UPKEEP_JOBS = ["outbox-redact", "analytics-rollup", "lead-waits", "due-campaign"] as const;
export type UpkeepJob = (typeof UPKEEP_JOBS)[number];

const DAY_MS = 86_400_000;

/** Finished outbox messages created before this instant lose their personal data. */
export function outboxRedactBefore(now: Date): Date {
  return new Date(now.getTime() - OUTBOX_PERSONAL_DAYS * DAY_MS);
}

/**
 * Raw events before this instant are rolled up: midnight (in `timeZone`) of the day 13 months
 * before `now`, so a day is always rolled up whole.
 */
export function rollupBefore(now: Date, timeZone: string): Date {
  const local = subMonths(new TZDate(now.getTime(), timeZone), RAW_EVENT_MONTHS);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, 0, 0, timeZone).getTime());
}

/** The next daily run after `now`: UPKEEP_TIME on the next local day it has not yet passed. */
export function nextUpkeepRun(now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  const at = (d: Date) =>
    new Date(
      new TZDate(
        d.getFullYear(),
        d.getMonth(),
        d.getDate(),
        UPKEEP_TIME.hour,
        UPKEEP_TIME.minute,
        0,
        timeZone,
      ).getTime(),
    );
  const today = at(local);
  return today.getTime() > now.getTime() ? today : at(addDays(local, 1));
}

/** "YYYY-MM-DD" in `timeZone`. */
export const dayIn = (at: Date, timeZone: string): string => format(new TZDate(at.getTime(), timeZone), "yyyy-MM-dd");
