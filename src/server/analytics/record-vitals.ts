import "server-only";
import { sql } from "drizzle-orm";
import type { AnalyticsEvent } from "@/domain/analytics/events-schema";
import { VITALS_REPORTS_PER_VISITOR_PER_DAY } from "@/domain/analytics/web-vitals";
import type { Db } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";
import { rowsOf } from "@/server/maintenance/rows";
import { eventRow } from "./record-events";

/** What became of a page load's vitals report. */
export type VitalsOutcome = "kept" | "duplicate" | "over-limit";

const DAY_MS = 86_400_000;

/**
 * Keeps a signed visitor's report of one page load (acceptEvents' shape, with its load id): not a
 * second report of the same load, and not past VITALS_REPORTS_PER_VISITOR_PER_DAY in the 24 hours
 * before `now`. The visitor's reports are counted under a lock on the visitor, so parallel reports
 * (several app processes on one PostgreSQL) cannot pass the limit together; the unique index on
 * (visitor, load id) holds the one-per-load rule even without it.
 */
export async function recordVitalsReport(
  db: Db,
  visitorId: string,
  report: AnalyticsEvent,
  now: Date,
): Promise<VitalsOutcome> {
  const load = String(report.props.load);
  const since = new Date(now.getTime() - DAY_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vitals:${visitorId}`}))`);
    const [seen] = rowsOf<{ same: number; recent: number }>(
      await tx.execute(sql`select count(*) filter (where props->>'load' = ${load})::int as same,
        count(*) filter (where created_at > ${since})::int as recent
        from analytics_events where name = 'web_vitals' and visitor_id = ${visitorId}`),
    );
    if (Number(seen?.same ?? 0) > 0) return "duplicate";
    if (Number(seen?.recent ?? 0) >= VITALS_REPORTS_PER_VISITOR_PER_DAY) return "over-limit";
    const kept = await tx
      .insert(analyticsEvents)
      .values({ ...eventRow(visitorId, report), createdAt: now })
      .onConflictDoNothing()
      .returning({ id: analyticsEvents.id });
    return kept.length > 0 ? "kept" : "duplicate";
  });
}
