// The dispatch board's calendar (docs/decisions/0037-dispatch-board.md): weeks start on Monday,
// dates are "YYYY-MM-DD" calendar dates (the caller picks the zone that says which day today is),
// and the browser runs these too, so no date library.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const utc = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
};
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A well-formed calendar date that exists (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  return DATE.test(value) && iso(utc(value)) === value;
}

/** The date `days` after `date` (negative: before). */
export function addDaysTo(date: string, days: number): string {
  return iso(utc(date) + days * DAY_MS);
}

/** The Monday of the week `date` falls in. */
export function weekStart(date: string): string {
  const weekday = new Date(utc(date)).getUTCDay();
  return addDaysTo(date, -((weekday + 6) % 7));
}

/** The seven dates of the week starting `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDaysTo(monday, i));
}

/** "Mon 7 Dec": a column heading. */
export function shortDay(date: string): string {
  const d = new Date(utc(date));
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][d.getUTCDay()];
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  return `${day} ${d.getUTCDate()} ${month}`;
}

export type BoardView = "week" | "day";

/**
 * What the board shows from its query: a week (Monday first) or one day, around the asked date or
 * today. A malformed or impossible date reads as today rather than an error page.
 */
export function boardRange(asked: { date?: string; view?: string }, today: string) {
  const date = asked.date && isCalendarDate(asked.date) ? asked.date : today;
  const view: BoardView = asked.view === "day" ? "day" : "week";
  const dates = view === "day" ? [date] : weekDates(weekStart(date));
  const step = view === "day" ? 1 : 7;
  return {
    view,
    date,
    dates,
    previous: addDaysTo(date, -step),
    next: addDaysTo(date, step),
    today,
  };
}
