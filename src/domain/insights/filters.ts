import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { localDate } from "@/domain/scheduling/schedule";
import { z } from "@/domain/validation/zod";
import { addDaysToDate, daysBetween, weekStart } from "./metrics";

// The filters of /admin/insights live in its address, so a view can be shared or bookmarked; its
// CSV links carry the same query. A date range is whole local days, at most a year and a bit.

export const INSIGHTS_MAX_DAYS = 371;
export const INSIGHTS_DEFAULT_WEEKS = 12;
const AREA_IDS = SERVICE_AREAS.map((a) => a.id);

const date = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Write dates as YYYY-MM-DD.")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: "That date does not exist.",
    },
  );

export const insightsQuerySchema = z
  .object({
    from: date.optional(),
    to: date.optional(),
    area: z
      .string()
      .max(60)
      .refine((a) => a === "all" || AREA_IDS.includes(a), "Choose one of the service areas.")
      .optional(),
    touch: z.enum(["first", "last"], { error: "Choose first or last touch." }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The range must end after it starts.", path: ["to"] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < INSIGHTS_MAX_DAYS, {
    message: `Choose a range of at most ${INSIGHTS_MAX_DAYS} days.`,
    path: ["to"],
  });

export interface InsightsFilters {
  /** First and last local day of the range, inclusive. */
  from: string;
  to: string;
  /** A service area id, or null for every area. */
  area: string | null;
  /** Which touch a lead or booking is credited to. */
  touch: "first" | "last";
}

/** The default view: the last 12 weeks, Monday to today. */
export function defaultFilters(now: Date, timeZone: string): InsightsFilters {
  const to = localDate(now, timeZone);
  return { from: addDaysToDate(weekStart(to), -7 * (INSIGHTS_DEFAULT_WEEKS - 1)), to, area: null, touch: "first" };
}

/** The query string's first value of each name (Next gives arrays for repeated names). */
function firstValues(search: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const key of ["from", "to", "area", "touch"]) {
    const v = search[key];
    out[key] = Array.isArray(v) ? v[0] : v;
    if (out[key] === "") out[key] = undefined;
  }
  return out;
}

/**
 * The filters of an address: its values where valid, the defaults otherwise, and the sentence to
 * show when something was not understood (the view then falls back to the defaults for it).
 */
export function readFilters(
  search: Record<string, string | string[] | undefined>,
  now: Date,
  timeZone: string,
): { filters: InsightsFilters; problem: string | null } {
  const defaults = defaultFilters(now, timeZone);
  const parsed = insightsQuerySchema.safeParse(firstValues(search));
  if (!parsed.success) return { filters: defaults, problem: parsed.error.issues[0]?.message ?? "Check the filters." };
  const q = parsed.data;
  let from = q.from ?? defaults.from;
  const to = q.to ?? (q.from ? addDaysToDate(q.from, 7 * INSIGHTS_DEFAULT_WEEKS - 1) : defaults.to);
  if (from > to || daysBetween(from, to) >= INSIGHTS_MAX_DAYS)
    from = addDaysToDate(to, -(7 * INSIGHTS_DEFAULT_WEEKS - 1));
  return {
    filters: { from, to, area: q.area && q.area !== "all" ? q.area : null, touch: q.touch ?? "first" },
    problem: null,
  };
}

/** The query string of a view (for links and CSV addresses). */
export function filtersQuery(f: InsightsFilters): string {
  const params = new URLSearchParams({ from: f.from, to: f.to });
  if (f.area) params.set("area", f.area);
  if (f.touch !== "first") params.set("touch", f.touch);
  return params.toString();
}
