import "server-only";
import { sql } from "drizzle-orm";
import { PAGE_KINDS, type PageKind, VITALS, type Vital } from "@/domain/analytics/web-vitals";
import type { Db } from "@/server/db/client";
import { ANONYMOUS_VISITOR } from "./record-events";

export const VITALS_WINDOW_DAYS = 28;

export interface VitalsRow {
  kind: PageKind;
  loads: number;
  /** Distinct signed visitors behind the figures (enoughVisitors decides whether they are judged). */
  visitors: number;
  p75: Record<Vital, number | null>;
}

const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? []) as T[];

/**
 * p75 of each vital per page kind over the last 28 days of reports, kinds in the site's order,
 * with the loads and the distinct visitors behind them. Each visitor counts once: the p75 is taken
 * over the visitors' own p75s (percentile_disc both times: a value some visitor really had, as the
 * domain's nearest-rank percentile), so a visitor who reports many loads, honest or not, weighs as
 * one; for visitors of one load each it is the p75 of the loads. Only reports that carry their page
 * load's id count: those came from a signed visitor within the per-load and per-visitor limits;
 * older ones cannot be told from forged ones. One statement over the events index by
 * name and time.
 */
export async function vitalsByPageKind(db: Db, now: Date): Promise<VitalsRow[]> {
  const since = new Date(now.getTime() - VITALS_WINDOW_DAYS * 86_400_000);
  const own = (vital: Vital) =>
    sql`percentile_disc(0.75) within group (order by (props->>${vital})::double precision) as ${sql.raw(vital)}`;
  const p75 = (vital: Vital) =>
    sql`percentile_disc(0.75) within group (order by ${sql.raw(vital)}) as ${sql.raw(vital)}`;
  const rows = rowsOf<{ kind: string; loads: number; visitors: number } & Record<Vital, number | string | null>>(
    await db.execute(sql`with per_visitor as (
        select props->>'kind' as kind, visitor_id, count(*)::int as loads,
          ${own("lcp")}, ${own("inp")}, ${own("cls")}, ${own("ttfb")}
        from analytics_events
        where name = 'web_vitals' and created_at >= ${since} and created_at <= ${now}
          and props->>'load' is not null and visitor_id <> ${ANONYMOUS_VISITOR}
        group by 1, 2
      )
      select kind, sum(loads)::int as loads, count(*)::int as visitors,
        ${p75("lcp")}, ${p75("inp")}, ${p75("cls")}, ${p75("ttfb")}
      from per_visitor group by 1`),
  );
  const number = (v: number | string | null) => (v === null ? null : Number(v));
  return PAGE_KINDS.flatMap((kind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return [];
    return [
      {
        kind,
        loads: row.loads,
        visitors: row.visitors,
        p75: Object.fromEntries(VITALS.map((v) => [v, number(row[v])])) as Record<Vital, number | null>,
      },
    ];
  });
}
