import Link from "next/link";
import { FILTER_CONTROL, FilterField, FilterForm } from "@/components/admin/filter-form";
import { Options } from "@/components/admin/options";
import { BarList, ColumnChart, Figure, type Series } from "@/components/insights/charts";
import { DueCampaigns } from "@/components/insights/due-campaigns";
import { site } from "@/content/site";
import { sourceLabel } from "@/domain/analytics/attribution";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { moveReasonLabel } from "@/domain/booking/move-reasons";
import { filtersQuery, readFilters } from "@/domain/insights/filters";
import { percentText, rate } from "@/domain/insights/metrics";
import { formatDollars } from "@/domain/money/format";
import { formatCents } from "@/domain/payments/invoice";
import { requireAdminPage, type Search } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { dueCampaignFigures } from "@/server/insights/due-campaigns";
import {
  chartTable,
  cityWord,
  type InsightsChart,
  type InsightsData,
  insightsData,
  pageTypeWord,
  shortDate,
} from "@/server/insights/insights-tables";

export const metadata = { title: "Insights" };

const wholeDollars = (cents: number) => formatDollars(Math.round(cents / 100));
const FUNNEL_STEPS = [
  ["Visitors", "dark"],
  ["Saw a price", "brand"],
  ["Leads", "warm"],
  ["Bookings", "accent"],
  ["Visits done", "past"],
] as const;

type WeekFigures = NonNullable<InsightsData["weekly"]>[number]["now"];
/** The four week-by-week charts: one figure of each week, this year against the year before. */
const WEEKLY: { id: string; title: string; note?: string; money?: boolean; pick: (x: WeekFigures) => number }[] = [
  { id: "weekly-leads", title: "Leads", pick: (x) => x.leads },
  { id: "weekly-bookings", title: "Bookings", pick: (x) => x.bookings },
  { id: "weekly-completed", title: "Visits done", pick: (x) => x.completed },
  {
    id: "weekly-value",
    title: "Booked value",
    note: "Bookings made that week, less those since cancelled.",
    money: true,
    pick: (x) => x.bookedCents,
  },
];

export default async function Insights({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  await requireAdminPage("/admin/insights", search);
  const now = new Date();
  const { filters, problem } = readFilters(search, now, site.timeZone);
  const db = await getDb();
  const [data, due] = await Promise.all([insightsData(db, filters, now), dueCampaignFigures(db)]);
  const query = filtersQuery(filters);
  const csv = (chart: InsightsChart) => `/admin/insights/csv/${chart}?${query}`;
  const table = (chart: InsightsChart) => chartTable(chart, data);
  const weekly = data.weekly ?? [];
  const weeks = weekly.map((w) => shortDate(w.week));
  const pair = (pick: (x: (typeof weekly)[number]["now"]) => number): Series[] => [
    { name: "This year", values: weekly.map((w) => pick(w.now)), tone: "brand" },
    { name: "A year before", values: weekly.map((w) => pick(w.before)), tone: "past" },
  ];
  const sources = data.sources ?? [];
  const funnel = (rows: NonNullable<typeof data.funnelCity>): Series[] =>
    FUNNEL_STEPS.map(([name, tone], i) => ({
      name,
      tone,
      values: rows.map((r) => [r.visitors, r.priceSeen, r.leads, r.bookings, r.completed][i] ?? 0),
    }));
  const speed = data.speed;
  const changes = data.changes;
  const areaName = filters.area
    ? (SERVICE_AREAS.find((a) => a.id === filters.area)?.name ?? filters.area)
    : "every area";
  return (
    <>
      <h1 className="font-bold text-3xl">Insights</h1>
      <p className="mt-2 text-slate-700">
        {filters.from} to {filters.to}, {areaName}. Leads and bookings are credited to the visitor's{" "}
        {filters.touch === "first" ? "first" : "last"} source.
      </p>
      <FilterForm className="mt-4 gap-2" submit="Show">
        <FilterField label="From">
          <input type="date" name="from" defaultValue={filters.from} className={FILTER_CONTROL} />
        </FilterField>
        <FilterField label="To">
          <input type="date" name="to" defaultValue={filters.to} className={FILTER_CONTROL} />
        </FilterField>
        <FilterField label="Area">
          <select name="area" defaultValue={filters.area ?? "all"} className={FILTER_CONTROL}>
            <Options items={[["all", "Every area"], ...SERVICE_AREAS.map((a) => [a.id, a.name] as const)]} />
          </select>
        </FilterField>
        <FilterField label="Credit to">
          <select name="touch" defaultValue={filters.touch} className={FILTER_CONTROL}>
            <Options
              items={[
                ["first", "First source"],
                ["last", "Last source"],
              ]}
            />
          </select>
        </FilterField>
      </FilterForm>
      {problem && (
        <p role="alert" className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {problem} Showing the last 12 weeks instead.{" "}
          <Link href="/admin/insights" className="underline">
            Reset
          </Link>
        </p>
      )}

      <h2 className="mt-8 font-semibold text-xl">Week by week</h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {WEEKLY.map((w) => (
          <Figure
            key={w.id}
            id={w.id}
            title={`${w.title} per week`}
            note={w.note}
            csvHref={csv("weekly")}
            table={table("weekly")}
          >
            <ColumnChart
              categories={weeks}
              series={pair(w.pick)}
              format={w.money ? wholeDollars : undefined}
              summary={`${w.title} per week, this year and a year before.`}
            />
          </Figure>
        ))}
      </div>

      <h2 className="mt-8 font-semibold text-xl">Where customers come from</h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <Figure
          id="sources"
          title="Sources by booked value"
          note="Source, medium and campaign; the lead-to-booking rate is in the table."
          csvHref={csv("sources")}
          table={table("sources")}
        >
          <BarList
            rows={sources.map(
              (s) =>
                `${sourceLabel(s.source)}${s.medium ? ` / ${s.medium}` : ""}${s.campaign ? ` · ${s.campaign}` : ""} (${s.leads ? `${percentText(rate(s.converted, s.leads))} of ${s.leads} leads booked` : "no leads"})`,
            )}
            series={[{ name: "Booked value", values: sources.map((s) => s.bookedCents), tone: "brand" }]}
            format={(v) => formatCents(Math.round(v))}
            summary="Sources ranked by booked value."
          />
        </Figure>
        <Figure
          id="funnel-page-type"
          title="Funnel by landing page"
          note="From the page a visitor first landed on: visitors, saw a price, leads, bookings, visits done."
          csvHref={csv("funnel-page-type")}
          table={table("funnel-page-type")}
        >
          <BarList
            rows={(data.funnelPageType ?? []).map((r) => pageTypeWord(r.key))}
            series={funnel(data.funnelPageType ?? [])}
            summary="Funnel from visitors to visits done, by the type of page visitors landed on."
          />
        </Figure>
        <Figure
          id="funnel-city"
          title="Funnel by landing city"
          csvHref={csv("funnel-city")}
          table={table("funnel-city")}
          note="Visitors who landed on a city page, by city."
        >
          <BarList
            rows={(data.funnelCity ?? []).slice(0, 12).map((r) => cityWord(r.key))}
            series={funnel((data.funnelCity ?? []).slice(0, 12))}
            summary="Funnel from visitors to visits done, by the city page visitors landed on (the 12 largest)."
          />
        </Figure>
      </div>

      <h2 className="mt-8 font-semibold text-xl">How fast leads are answered</h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <Figure
          id="speed"
          title="Speed to lead"
          note={
            speed?.overall.answered
              ? `Median ${speed.overall.medianMinutes} and 90th percentile ${speed.overall.p90Minutes} business minutes (Mon–Sat, 8am–6pm) from a lead to its first status change or email; ${speed.overall.answered} answered, ${speed.overall.waiting} waiting.`
              : `No lead in this range was answered yet (${speed?.overall.waiting ?? 0} waiting).`
          }
          csvHref={csv("speed")}
          table={table("speed")}
        >
          <ColumnChart
            categories={(speed?.weeks ?? []).map((w) => shortDate(w.week))}
            series={[
              {
                name: "Median minutes",
                values: (speed?.weeks ?? []).map((w) => w.speed.medianMinutes ?? 0),
                tone: "brand",
              },
              {
                name: "90th percentile minutes",
                values: (speed?.weeks ?? []).map((w) => w.speed.p90Minutes ?? 0),
                tone: "past",
              },
            ]}
            summary="Median and 90th percentile business minutes to answer a lead, per week."
          />
        </Figure>
      </div>

      <h2 className="mt-8 font-semibold text-xl">Cancellations and reschedules</h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <Figure
          id="changes"
          title="Cancellations and reschedules per week"
          csvHref={csv("changes")}
          table={table("changes")}
        >
          <ColumnChart
            categories={(changes?.weeks ?? []).map((w) => shortDate(w.week))}
            series={[
              { name: "Cancelled", values: (changes?.weeks ?? []).map((w) => w.cancelled), tone: "dark" },
              { name: "Rescheduled", values: (changes?.weeks ?? []).map((w) => w.rescheduled), tone: "accent" },
            ]}
            summary="Cancellations and reschedules per week."
          />
        </Figure>
        <Figure
          id="cancel-reasons"
          title="Why bookings were cancelled"
          csvHref={csv("cancel-reasons")}
          table={table("cancel-reasons")}
        >
          <BarList
            rows={(changes?.reasons ?? []).map((r) => r.reason || "No reason given")}
            series={[{ name: "Cancellations", values: (changes?.reasons ?? []).map((r) => r.n), tone: "dark" }]}
            summary="Cancellation reasons, most frequent first."
          />
        </Figure>
        <Figure
          id="move-reasons"
          title="Why bookings were moved"
          note="By the customer or by you, as given when the booking moved."
          csvHref={csv("move-reasons")}
          table={table("move-reasons")}
        >
          <BarList
            rows={(changes?.moveReasons ?? []).map((r) => moveReasonLabel(r.reason))}
            series={[
              { name: "By the customer", values: (changes?.moveReasons ?? []).map((r) => r.customer), tone: "accent" },
              { name: "By the owner", values: (changes?.moveReasons ?? []).map((r) => r.owner), tone: "dark" },
            ]}
            summary="Reasons for moved bookings, most frequent first."
          />
        </Figure>
      </div>

      <h2 className="mt-8 font-semibold text-xl">Crew load, next 14 days</h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <Figure
          id="crew-load"
          title="Crew-hours booked and on duty"
          note="Per area and day, from the crews' working days, closures and holidays."
          csvHref={csv("crew-load")}
          table={table("crew-load")}
        >
          {(data.crewLoad ?? []).map((a) => (
            <div key={a.area} className="mt-2">
              <p className="font-medium text-sm">
                {a.name}:{" "}
                {percentText(
                  rate(
                    a.days.reduce((s, d) => s + d.bookedHours, 0),
                    a.days.reduce((s, d) => s + d.availableHours, 0),
                  ),
                )}{" "}
                booked
              </p>
              <ColumnChart
                categories={a.days.map((d) => shortDate(d.date))}
                series={[
                  { name: "On duty", values: a.days.map((d) => d.availableHours), tone: "light" },
                  { name: "Booked", values: a.days.map((d) => d.bookedHours), tone: "brand" },
                ]}
                summary={`Crew-hours on duty and booked per day in ${a.name}, next 14 days.`}
              />
            </div>
          ))}
        </Figure>
      </div>
      <DueCampaigns rows={due} />
    </>
  );
}
