// The days the business closes by default, every year, in every area. The owner reopens any of
// them or adds others in /admin/availability (holiday overrides).

export interface Holiday {
  date: string;
  name: string;
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** The n-th (1-based) weekday (0 = Sunday) of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

/** A fixed-date holiday on a Saturday is observed on the Friday before, on a Sunday the Monday after. */
function observed(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const shift = date.getUTCDay() === 6 ? -1 : date.getUTCDay() === 0 ? 1 : 0;
  date.setUTCDate(date.getUTCDate() + shift);
  return date.toISOString().slice(0, 10);
}

/**
 * The US holidays a home-service business closes on: New Year's Day, Memorial Day, Independence
 * Day, Labor Day, Thanksgiving and Christmas (observed dates). The other federal holidays stay
 * working days unless the owner adds them.
 */
export function defaultHolidays(year: number): Holiday[] {
  return [
    { date: observed(year, 1, 1), name: "New Year's Day" },
    { date: iso(year, 5, nthWeekday(year, 5, 1, -1)), name: "Memorial Day" },
    { date: observed(year, 7, 4), name: "Independence Day" },
    { date: iso(year, 9, nthWeekday(year, 9, 1, 1)), name: "Labor Day" },
    { date: iso(year, 11, nthWeekday(year, 11, 4, 4)), name: "Thanksgiving" },
    { date: observed(year, 12, 25), name: "Christmas Day" },
  ];
}

export interface HolidayOverride {
  date: string;
  closed: boolean;
  name: string;
}

/** The closed holidays between two dates (inclusive): the defaults, minus reopened, plus added. */
export function holidaysBetween(from: string, to: string, overrides: readonly HolidayOverride[]): Holiday[] {
  const byDate = new Map<string, Holiday>();
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    for (const h of defaultHolidays(y)) if (h.date >= from && h.date <= to) byDate.set(h.date, h);
  }
  for (const o of overrides) {
    if (o.date < from || o.date > to) continue;
    if (o.closed) byDate.set(o.date, { date: o.date, name: o.name });
    else byDate.delete(o.date);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
