// The owner's money view: what was invoiced, taken and given back, summed per local day or month
// of the business. Whole cents in, whole cents out.

import { localDate } from "../scheduling/schedule";

export interface MoneyEntry {
  at: Date;
  kind: "invoiced" | "paid" | "refunded";
  cents: number;
}

export interface MoneyPeriod {
  /** "2026-11-27" or "2026-11". */
  period: string;
  invoiced: number;
  paid: number;
  refunded: number;
  /** Paid less refunded: what the business kept. */
  net: number;
}

/** Sums per period, newest first; periods with nothing are left out. */
export function moneyByPeriod(entries: readonly MoneyEntry[], timeZone: string, by: "day" | "month"): MoneyPeriod[] {
  return moneyByPeriodFromDays(
    entries.map((e) => ({ day: localDate(e.at, timeZone), kind: e.kind, cents: e.cents })),
    by,
  );
}

/** A local day's sum of one kind, as the database adds them up. */
export interface MoneyDay {
  day: string;
  kind: MoneyEntry["kind"];
  cents: number;
}

/** The same sums as moneyByPeriod, from per-day sums already made (by the database, over a range). */
export function moneyByPeriodFromDays(days: readonly MoneyDay[], by: "day" | "month"): MoneyPeriod[] {
  const periods = new Map<string, MoneyPeriod>();
  for (const d of days) {
    const key = by === "day" ? d.day : d.day.slice(0, 7);
    const row = periods.get(key) ?? { period: key, invoiced: 0, paid: 0, refunded: 0, net: 0 };
    row[d.kind] += d.cents;
    row.net = row.paid - row.refunded;
    periods.set(key, row);
  }
  return [...periods.values()].sort((a, b) => (a.period < b.period ? 1 : -1));
}

/** The first local day of the month `back` months before the one `today` ("2026-11-27") is in. */
export function monthStart(today: string, back: number): string {
  const months = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - back;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, "0")}-01`;
}
