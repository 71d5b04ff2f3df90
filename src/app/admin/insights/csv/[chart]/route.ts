import { site } from "@/content/site";
import { toCsv } from "@/domain/admin/csv";
import { readFilters } from "@/domain/insights/filters";
import { adminOrNull } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import {
  CHART_DATA,
  chartTable,
  INSIGHTS_CHARTS,
  type InsightsChart,
  insightsData,
} from "@/server/insights/insights-tables";

/** The numbers of one /admin/insights chart as CSV, for the same filters (owner only; anyone else: 404). */
export async function GET(request: Request, { params }: { params: Promise<{ chart: string }> }) {
  if (!(await adminOrNull())) return new Response("Not found", { status: 404 });
  const { chart } = await params;
  if (!(INSIGHTS_CHARTS as readonly string[]).includes(chart)) return new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const now = new Date();
  const { filters, problem } = readFilters(Object.fromEntries(url.searchParams), now, site.timeZone);
  if (problem)
    return new Response(`${problem}\n`, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  const name = chart as InsightsChart;
  const table = chartTable(name, await insightsData(await getDb(), filters, now, CHART_DATA[name]));
  return new Response(toCsv(table.head, table.rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="insights-${name}-${filters.from}-${filters.to}.csv"`,
      "cache-control": "no-store",
    },
  });
}
