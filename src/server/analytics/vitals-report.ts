import "server-only";
import { sql } from "drizzle-orm";
import { PAGE_KINDS, type PageKind, VITALS, type Vital } from "@/domain/analytics/web-vitals";
import type { Db } from "@/server/db/client";

export const VITALS_WINDOW_DAYS = 28;

export interface VitalsRow {
  kind: PageKind;
  loads: number;
  p75: Record<Vital, number | null>;
}

const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? []) as T[];

/**
 * p75 of each vital per page kind over the last 28 days of reports (percentile_disc: a value some
 * visitor really had, as the domain's nearest-rank percentile), kinds in the site's order. One
 * statement over the events index by name and time.
 */
export async function vitalsByPageKind(db: Db, now: Date): Promise<VitalsRow[]> {
  const since = new Date(now.getTime() - VITALS_WINDOW_DAYS * 86_400_000);
  const p75 = (vital: Vital) => sql`percentile_disc(0.75) within group (order by (props->>${vital})::double precision)`;
  const rows = rowsOf<{ kind: string; loads: number } & Record<Vital, number | string | null>>(
    await db.execute(sql`select props->>'kind' as kind, count(*)::int as loads,
      ${p75("lcp")} as lcp, ${p75("inp")} as inp, ${p75("cls")} as cls, ${p75("ttfb")} as ttfb
      from analytics_events
      where name = 'web_vitals' and created_at >= ${since} and created_at <= ${now}
      group by 1`),
  );
  const number = (v: number | string | null) => (v === null ? null : Number(v));
  return PAGE_KINDS.flatMap((kind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return [];
    return [
      {
        kind,
        loads: row.loads,
        p75: Object.fromEntries(VITALS.map((v) => [v, number(row[v])])) as Record<Vital, number | null>,
      },
    ];
  });
}
