import "server-only";
import { TZDate } from "@date-fns/tz";
import { sql } from "drizzle-orm";
import { dayIn, rollupBefore } from "@/domain/retention/retention";
import type { Db } from "@/server/db/client";
import { analyticsDaily, analyticsEvents } from "@/server/db/schema";
import { rowsOf } from "./rows";

/** Local midnight (in `timeZone`) of the day after `day` ("YYYY-MM-DD"). */
function nextMidnight(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(new TZDate(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1, 0, 0, 0, timeZone).getTime());
}

/**
 * Turns raw analytics events older than RAW_EVENT_MONTHS into daily counts (analytics_daily) and
 * deletes them, one local day per statement, oldest first. Each statement deletes the day's rows
 * and adds what it deleted to the counts (DELETE ... RETURNING feeding the INSERT): a row is
 * counted by the statement that deleted it and by no other, so a second server running at once, or
 * a second run, adds nothing twice. Returns the days and events rolled up.
 */
export async function rollupOldEvents(
  db: Db,
  now: Date,
  timeZone: string,
  options: { maxDays?: number } = {},
): Promise<{ days: number; events: number }> {
  const before = rollupBefore(now, timeZone);
  const maxDays = options.maxDays ?? 2000;
  let days = 0;
  let events = 0;
  while (days < maxDays) {
    const [oldest] = rowsOf<{ at: string | Date | null }>(
      await db.execute(sql`select min(created_at) as at from ${analyticsEvents} where created_at < ${before}`),
    );
    if (!oldest?.at) break;
    const day = dayIn(new Date(oldest.at), timeZone);
    const end = new Date(Math.min(nextMidnight(day, timeZone).getTime(), before.getTime()));
    const counted = rowsOf<{ n: number }>(
      await db.execute(sql`
        with gone as (
          delete from ${analyticsEvents} where created_at < ${end}
          returning name, coalesce(path, '') as path, visitor_id
        ), counts as (
          select name, path, count(*)::int as events, count(distinct visitor_id)::int as visitors
          from gone group by name, path
        ), written as (
          insert into ${analyticsDaily} (day, name, path, events, visitors)
          select ${day}::date, name, path, events, visitors from counts
          on conflict (day, name, path) do update
            set events = ${analyticsDaily.events} + excluded.events,
                visitors = ${analyticsDaily.visitors} + excluded.visitors
          returning 1
        )
        select coalesce(sum(events), 0)::int as n from counts`),
    );
    events += Number(counted[0]?.n ?? 0);
    days++;
  }
  return { days, events };
}
