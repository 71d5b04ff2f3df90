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
  const periods = new Map<string, MoneyPeriod>();
  for (const entry of entries) {
    const day = localDate(entry.at, timeZone);
    const key = by === "day" ? day : day.slice(0, 7);
    const row = periods.get(key) ?? { period: key, invoiced: 0, paid: 0, refunded: 0, net: 0 };
    row[entry.kind] += entry.cents;
    row.net = row.paid - row.refunded;
    periods.set(key, row);
  }
  return [...periods.values()].sort((a, b) => (a.period < b.period ? 1 : -1));
}
