import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { businessMinutesBetween } from "@/domain/insights/metrics";
import type { Reader } from "@/server/db/client";
import { ANSWERING_EMAIL_SQL } from "@/server/db/insights-columns";

// Speed to lead (/admin/insights) is each lead's wait in business minutes, a rule of the calendar
// rather than a sum, so a view of 12 weeks took every lead of them through it. A wait is final once
// the lead is answered (its first status change or answering email, whichever came first: a later
// one is later), so the daily upkeep measures each answered lead once and keeps the minutes on it;
// a view computes only the leads answered since (docs/decisions/0026).

const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? []) as T[];
const ANSWERING_EMAIL = sql.raw(ANSWERING_EMAIL_SQL("o"));

/** When a lead (alias `l`) was first answered: its first status change or answering email. */
export const answeredAtSql: SQL = sql`least(l.first_status_change_at, (
  select min(o.created_at) from outbox_messages o where o.lead_id = l.id and ${ANSWERING_EMAIL}))`;

/**
 * Measures the answered leads that have no stored wait yet, oldest first, a batch per statement.
 * Two servers at once write the same minutes (each update keeps only a still-empty value); a
 * second run finds nothing left. Returns the leads measured.
 */
export async function measureLeadWaits(
  db: Reader,
  timeZone: string,
  options: { batch?: number } = {},
): Promise<{ measured: number }> {
  const batch = options.batch ?? 2000;
  let measured = 0;
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL = after ? sql`and (l.created_at, l.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
    const rows = rowsOf<{ id: string; created: string | Date; answered: string | Date | null }>(
      await db.execute(sql`
        select l.id, l.created_at as created, ${answeredAtSql} as answered
        from pricing_leads l where l.answer_minutes is null ${cursor}
        order by l.created_at, l.id limit ${batch}`),
    );
    const last = rows.at(-1);
    if (!last) break;
    after = { at: new Date(last.created).toISOString(), id: last.id };
    const done = rows.filter((r) => r.answered !== null);
    if (done.length > 0) {
      const ids = done.map((r) => r.id);
      const minutes = done.map((r) =>
        businessMinutesBetween(new Date(r.created), new Date(r.answered as string | Date), timeZone),
      );
      const updated = rowsOf<{ id: string }>(
        await db.execute(sql`
          update pricing_leads p set answer_minutes = m.minutes
          from unnest(${sql.param(ids)}::uuid[], ${sql.param(minutes)}::int[]) as m(id, minutes)
          where p.id = m.id and p.answer_minutes is null
          returning p.id`),
      );
      measured += updated.length;
    }
    if (rows.length < batch) break;
  }
  return { measured };
}
