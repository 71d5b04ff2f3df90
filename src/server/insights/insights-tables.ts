import "server-only";
import { cities } from "@/content/lookups";
import { sourceLabel } from "@/domain/analytics/attribution";
import { moveReasonLabel } from "@/domain/booking/move-reasons";
import type { InsightsFilters } from "@/domain/insights/filters";
import { crewLoad, percentText, rate } from "@/domain/insights/metrics";
import { formatCents } from "@/domain/payments/invoice";
import type { Db } from "@/server/db/client";
import {
  changeFigures,
  crewLoadFigures,
  funnelFigures,
  sourceFigures,
  speedFigures,
  weeklyFigures,
} from "./insights-figures";

// Each chart of /admin/insights and its table and CSV are made from one table (head and rows), so
// the picture, the accessible table and the download cannot disagree.

export type Cell = string | number | null;
export interface FigureTable {
  head: string[];
  rows: Cell[][];
}

export const INSIGHTS_CHARTS = [
  "weekly",
  "sources",
  "funnel-page-type",
  "funnel-city",
  "speed",
  "changes",
  "cancel-reasons",
  "move-reasons",
  "crew-load",
] as const;
export type InsightsChart = (typeof INSIGHTS_CHARTS)[number];

const PAGE_TYPE_WORDS: Record<string, string> = {
  homepage: "Home page",
  service: "Service page",
  "city-hub": "City page",
  "city-service": "City service page",
  other: "Other page",
  unknown: "Not known",
};

export const pageTypeWord = (key: string) => PAGE_TYPE_WORDS[key] ?? key;
export const cityWord = (slug: string) => (slug ? (cities.find((c) => c.slug === slug)?.name ?? slug) : "No city page");

const shortDate = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

export interface InsightsData {
  weekly: Awaited<ReturnType<typeof weeklyFigures>>;
  sources: Awaited<ReturnType<typeof sourceFigures>>;
  funnelPageType: Awaited<ReturnType<typeof funnelFigures>>;
  funnelCity: Awaited<ReturnType<typeof funnelFigures>>;
  speed: Awaited<ReturnType<typeof speedFigures>>;
  changes: Awaited<ReturnType<typeof changeFigures>>;
  crewLoad: Awaited<ReturnType<typeof crewLoadFigures>>;
}

/** The figures of one chart (or all of them), read at once (PostgreSQL runs them side by side). */
export async function insightsData(
  db: Db,
  f: InsightsFilters,
  now: Date,
  only?: keyof InsightsData,
): Promise<Partial<InsightsData>> {
  const want = (k: keyof InsightsData) => !only || only === k;
  const [weekly, sources, funnelPageType, funnelCity, speed, changes, crewLoad] = await Promise.all([
    want("weekly") ? weeklyFigures(db, f) : undefined,
    want("sources") ? sourceFigures(db, f) : undefined,
    want("funnelPageType") ? funnelFigures(db, f, "pageType") : undefined,
    want("funnelCity") ? funnelFigures(db, f, "city") : undefined,
    want("speed") ? speedFigures(db, f) : undefined,
    want("changes") ? changeFigures(db, f) : undefined,
    want("crewLoad") ? crewLoadFigures(db, f, now) : undefined,
  ]);
  return { weekly, sources, funnelPageType, funnelCity, speed, changes, crewLoad };
}

/** Which figures a chart needs. */
export const CHART_DATA: Record<InsightsChart, keyof InsightsData> = {
  weekly: "weekly",
  sources: "sources",
  "funnel-page-type": "funnelPageType",
  "funnel-city": "funnelCity",
  speed: "speed",
  changes: "changes",
  "cancel-reasons": "changes",
  "move-reasons": "changes",
  "crew-load": "crewLoad",
};

const funnelTable = (rows: InsightsData["funnelCity"], word: (k: string) => string, first: string): FigureTable => ({
  head: [first, "Visitors", "Saw a price", "Leads", "Bookings", "Visits done", "Lead to booking"],
  rows: rows.map((r) => [
    word(r.key),
    r.visitors,
    r.priceSeen,
    r.leads,
    r.bookings,
    r.completed,
    percentText(rate(r.bookings, r.leads)),
  ]),
});

/** The table of one chart. */
export function chartTable(chart: InsightsChart, data: Partial<InsightsData>): FigureTable {
  switch (chart) {
    case "weekly":
      return {
        head: [
          "Week of",
          "Leads",
          "Leads a year before",
          "Bookings",
          "Bookings a year before",
          "Visits done",
          "Visits done a year before",
          "Booked value",
          "Booked value a year before",
        ],
        rows: (data.weekly ?? []).map((w) => [
          w.week,
          w.now.leads,
          w.before.leads,
          w.now.bookings,
          w.before.bookings,
          w.now.completed,
          w.before.completed,
          formatCents(w.now.bookedCents),
          formatCents(w.before.bookedCents),
        ]),
      };
    case "sources":
      return {
        head: [
          "Source",
          "Medium",
          "Campaign",
          "Leads",
          "Leads that booked",
          "Lead to booking",
          "Bookings",
          "Booked value",
        ],
        rows: (data.sources ?? []).map((s) => [
          sourceLabel(s.source),
          s.medium || "–",
          s.campaign || "–",
          s.leads,
          s.converted,
          percentText(rate(s.converted, s.leads)),
          s.bookings,
          formatCents(s.bookedCents),
        ]),
      };
    case "funnel-page-type":
      return funnelTable(data.funnelPageType ?? [], pageTypeWord, "Landing page");
    case "funnel-city":
      return funnelTable(data.funnelCity ?? [], cityWord, "Landing city");
    case "speed":
      return {
        head: ["Week of", "Answered", "Waiting", "Median minutes", "90th percentile minutes"],
        rows: (data.speed?.weeks ?? []).map((w) => [
          w.week,
          w.speed.answered,
          w.speed.waiting,
          w.speed.medianMinutes,
          w.speed.p90Minutes,
        ]),
      };
    case "changes":
      return {
        head: ["Week of", "Cancelled", "Rescheduled"],
        rows: (data.changes?.weeks ?? []).map((w) => [w.week, w.cancelled, w.rescheduled]),
      };
    case "cancel-reasons":
      return {
        head: ["Reason", "Cancellations"],
        rows: (data.changes?.reasons ?? []).map((r) => [r.reason || "No reason given", r.n]),
      };
    case "move-reasons":
      return {
        head: ["Reason", "Moved by the customer", "Moved by the owner"],
        rows: (data.changes?.moveReasons ?? []).map((r) => [moveReasonLabel(r.reason), r.customer, r.owner]),
      };
    case "crew-load":
      return {
        head: ["Area", "Day", "Crew-hours on duty", "Crew-hours booked", "Load"],
        rows: (data.crewLoad ?? []).flatMap((a) =>
          a.days.map((d) => [a.name, d.date, d.availableHours, d.bookedHours, percentText(crewLoad([d]).load)]),
        ),
      };
  }
}

export { shortDate };
