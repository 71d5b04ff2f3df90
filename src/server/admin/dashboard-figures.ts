import "server-only";
import { sql } from "drizzle-orm";
import { site } from "@/content/site";
import { addDaysToDate } from "@/domain/insights/metrics";
import { appointmentStart } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import type { Db } from "@/server/db/client";

type DayRow = { day: string; n: number };
const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? []) as T[];

/**
 * Leads and bookings per day for the last 14 days, and the 30-day funnel. Visitors are those whose
 * last page view is within the 30 days (visitor_last_seen, kept by every page view).
 */
export async function dashboardFigures(db: Db, now: Date) {
  // The business's own days: "today" ends at its midnight, not UTC's (4 PM Pacific in winter).
  const today = localDay(now, site.timeZone);
  const first = addDaysToDate(today, -13);
  const since14 = appointmentStart(first, "00:00", site.timeZone);
  const since30 = new Date(now.getTime() - 30 * 86_400_000);
  const leads = rowsOf<DayRow>(
    await db.execute(
      sql`select to_char(created_at at time zone ${site.timeZone}::text, 'YYYY-MM-DD') as day, count(*)::int as n from pricing_leads where created_at >= ${since14.toISOString()}::timestamptz group by 1`,
    ),
  );
  const bookings = rowsOf<DayRow>(
    await db.execute(
      sql`select to_char(created_at at time zone ${site.timeZone}::text, 'YYYY-MM-DD') as day, count(*)::int as n from bookings where created_at >= ${since14.toISOString()}::timestamptz group by 1`,
    ),
  );
  const [funnel] = rowsOf<{ visitors: number; leads: number; bookings: number }>(
    await db.execute(sql`select
      (select count(*)::int from visitor_last_seen where last_seen_at >= ${since30}) as visitors,
      (select count(*)::int from pricing_leads where created_at >= ${since30}) as leads,
      (select count(*)::int from bookings where created_at >= ${since30}) as bookings`),
  );
  const days: { day: string; leads: number; bookings: number }[] = [];
  for (let i = 13; i >= 0; i--) {
    const day = addDaysToDate(today, -i);
    days.push({
      day,
      leads: leads.find((r) => r.day === day)?.n ?? 0,
      bookings: bookings.find((r) => r.day === day)?.n ?? 0,
    });
  }
  return { days, funnel: funnel ?? { visitors: 0, leads: 0, bookings: 0 } };
}
