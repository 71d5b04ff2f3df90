import "server-only";
import { sql } from "drizzle-orm";
import { type AbTest, experiments, type Goal } from "@/domain/experiments/experiments";
import { sampleRatioMismatch, twoProportionZTest, wilsonInterval } from "@/domain/experiments/stats";
import type { Db } from "@/server/db/client";

export interface VariantResult {
  id: string;
  name: string;
  exposed: number;
  goals: Record<string, { conversions: number; rate: number; low: number; high: number; pValue: number | null }>;
}

export interface TestReport {
  id: string;
  name: string;
  goals: Goal[];
  variants: VariantResult[];
  srm: { chi2: number; pValue: number; mismatch: boolean };
}

type Row = {
  variant: string;
  exposed: number;
  generate_lead: number;
  book_service: number;
};

/**
 * Per test and variant: visitors exposed, and visitors converting on each goal after their exposure.
 * Exposures exist only for visitors the server assigned (the events route stamps them from the
 * signed assignment) and goals only from the server's own actions, so a client cannot add visitors
 * or conversions.
 */
export async function experimentReport(db: Db): Promise<TestReport[]> {
  const reports: TestReport[] = [];
  for (const test of experiments as readonly AbTest<unknown>[]) {
    const result = await db.execute(sql`
      with exposure as (
        select visitor_id, props->>'variant_id' as variant, min(created_at) as first_seen
        from analytics_events
        where name = 'experiment_exposure' and props->>'test_id' = ${test.id} and visitor_id <> 'anonymous'
        group by visitor_id, props->>'variant_id'
      )
      select e.variant,
        count(distinct e.visitor_id)::int as exposed,
        count(distinct c.visitor_id) filter (where c.name = 'generate_lead')::int as generate_lead,
        count(distinct c.visitor_id) filter (where c.name = 'book_service')::int as book_service
      from exposure e
      left join analytics_events c
        on c.visitor_id = e.visitor_id and c.created_at >= e.first_seen
        and c.name in ('generate_lead', 'book_service')
      group by e.variant`);
    const rows = ((result as unknown as { rows: Row[] }).rows ?? []) as Row[];
    const byId = new Map(rows.map((r) => [r.variant, r]));
    const control = byId.get(test.variants[0]?.id ?? "");
    const variants = test.variants.map((v, index) => {
      const r = byId.get(v.id);
      const exposed = r?.exposed ?? 0;
      const goals: VariantResult["goals"] = {};
      for (const goal of test.conversionGoals) {
        const conversions = r?.[goal] ?? 0;
        const ci = wilsonInterval(conversions, exposed);
        goals[goal] = {
          conversions,
          rate: exposed ? conversions / exposed : 0,
          ...ci,
          pValue:
            index === 0 || !control
              ? null
              : twoProportionZTest(control[goal], control.exposed, conversions, exposed).pValue,
        };
      }
      return { id: v.id, name: v.name, exposed, goals };
    });
    reports.push({
      id: test.id,
      name: test.name,
      goals: test.conversionGoals,
      variants,
      srm: sampleRatioMismatch(
        variants.map((v) => v.exposed),
        test.variants.map((v) => v.weight),
      ),
    });
  }
  return reports;
}
