import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { cities } from "@/content/lookups";
import { site } from "@/content/site";
import { areaOfCity, SERVICE_AREAS } from "@/domain/areas/service-areas";
import type { InsightsFilters } from "@/domain/insights/filters";
import {
  addDaysToDate,
  businessMinutesBetween,
  type LoadDay,
  type SpeedToLead,
  speedOfWaits,
  weeksBetween,
} from "@/domain/insights/metrics";
import { appointmentStart, localDate } from "@/domain/scheduling/schedule";
import { loadDays } from "@/server/bookings/booking-days";
import type { Db } from "@/server/db/client";
import { ANSWERING_EMAIL_SQL } from "@/server/db/insights-columns";

// The owner's figures (/admin/insights, docs/decisions/0026). Every count is made by the
// database over an indexed time range and comes back as a few grouped rows: created_at on leads
// and bookings, appointment_date for visits done, (to_status, changed_at) for cancellations,
// (kind, created_at) for reschedules, first_at for visitors; the funnel groups the page type and city
// each row keeps beside its first touch. Only speed to lead brings one row per
// lead of the range (two timestamps), because business hours are a rule, not a sum.

const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? []) as T[];
const TZ = site.timeZone;
/** Same weekdays a year earlier: 52 weeks back. */
const YEAR_DAYS = 364;

const tz = sql`${TZ}::text`;
const week = (column: SQL) => sql`to_char(date_trunc('week', ${column} at time zone ${tz}), 'YYYY-MM-DD')`;

/** The instants a range of local days covers: [first day's midnight, the day after the last). */
function instants(from: string, to: string): [Date, Date] {
  return [appointmentStart(from, "00:00", TZ), appointmentStart(addDaysToDate(to, 1), "00:00", TZ)];
}

/** The city slugs of an area (its city pages), for visitors, who have no address. */
function areaCitySlugs(area: string): string[] {
  return cities.filter((c) => areaOfCity(c) === area).map((c) => c.slug);
}

const areaIs = (area: string | null, column: SQL) => (area ? sql`and ${column} = ${area}` : sql``);

export interface WeekFigures {
  week: string;
  leads: number;
  bookings: number;
  completed: number;
  bookedCents: number;
}

/** Leads, bookings, visits done and booked value per week of the range, and of the same weeks a year before. */
export async function weeklyFigures(
  db: Db,
  f: InsightsFilters,
): Promise<{ week: string; now: WeekFigures; before: WeekFigures }[]> {
  const [a, b] = instants(f.from, f.to);
  const lastFrom = addDaysToDate(f.from, -YEAR_DAYS);
  const lastTo = addDaysToDate(f.to, -YEAR_DAYS);
  const [la, lb] = instants(lastFrom, lastTo);
  const inRange = (c: SQL) => sql`((${c} >= ${a} and ${c} < ${b}) or (${c} >= ${la} and ${c} < ${lb}))`;
  const rows = rowsOf<{ k: string; week: string; n: number; cents: string | number }>(
    await db.execute(sql`
      select 'lead' as k, ${week(sql`created_at`)} as week, count(*)::int as n, 0::bigint as cents
        from pricing_leads where ${inRange(sql`created_at`)} ${areaIs(f.area, sql`service_area`)} group by 2
      union all
      select 'booking', ${week(sql`created_at`)}, count(*)::int,
          coalesce(round(sum(price_exact) filter (where status <> 'cancelled') * 100), 0)::bigint
        from bookings where ${inRange(sql`created_at`)} ${areaIs(f.area, sql`service_area`)} group by 2
      union all
      select 'completed', to_char(date_trunc('week', appointment_date), 'YYYY-MM-DD'), count(*)::int, 0::bigint
        from bookings
        where status = 'completed'
          and ((appointment_date between ${f.from}::date and ${f.to}::date) or (appointment_date between ${lastFrom}::date and ${lastTo}::date))
          ${areaIs(f.area, sql`service_area`)}
        group by 2`),
  );
  const empty = (w: string): WeekFigures => ({ week: w, leads: 0, bookings: 0, completed: 0, bookedCents: 0 });
  const byWeek = new Map<string, WeekFigures>();
  const at = (w: string) => {
    let v = byWeek.get(w);
    if (!v) {
      v = empty(w);
      byWeek.set(w, v);
    }
    return v;
  };
  for (const r of rows) {
    const v = at(r.week);
    if (r.k === "lead") v.leads += r.n;
    if (r.k === "booking") {
      v.bookings += r.n;
      v.bookedCents += Number(r.cents);
    }
    if (r.k === "completed") v.completed += r.n;
  }
  return weeksBetween(f.from, f.to).map((w) => {
    const before = addDaysToDate(w, -YEAR_DAYS);
    return { week: w, now: byWeek.get(w) ?? empty(w), before: byWeek.get(before) ?? empty(before) };
  });
}

export interface SourceRow {
  source: string;
  medium: string;
  campaign: string;
  leads: number;
  /** Leads of the range that went on to a booking. */
  converted: number;
  bookings: number;
  bookedCents: number;
}

/** Sources (source, medium, campaign of the chosen touch) ranked by booked value. */
export async function sourceFigures(db: Db, f: InsightsFilters, limit = 30): Promise<SourceRow[]> {
  const [a, b] = instants(f.from, f.to);
  const touch = sql.raw(f.touch === "last" ? "last_touch" : "first_touch");
  const key = sql`coalesce(${touch}->>'source', '') as source, coalesce(${touch}->>'medium', '') as medium, coalesce(${touch}->>'campaign', '') as campaign`;
  return rowsOf<SourceRow & { bookedCents: string | number }>(
    await db.execute(sql`
      with l as (
        select ${key}, count(*)::int as leads, count(booking_id)::int as converted
        from pricing_leads where created_at >= ${a} and created_at < ${b} ${areaIs(f.area, sql`service_area`)}
        group by 1, 2, 3
      ), k as (
        select ${key}, count(*)::int as bookings, round(sum(price_exact) * 100)::bigint as cents
        from bookings where created_at >= ${a} and created_at < ${b} and status <> 'cancelled' ${areaIs(f.area, sql`service_area`)}
        group by 1, 2, 3
      )
      select coalesce(l.source, k.source) as source, coalesce(l.medium, k.medium) as medium,
        coalesce(l.campaign, k.campaign) as campaign, coalesce(l.leads, 0) as leads,
        coalesce(l.converted, 0) as converted, coalesce(k.bookings, 0) as bookings,
        coalesce(k.cents, 0) as "bookedCents"
      from l full join k on l.source = k.source and l.medium = k.medium and l.campaign = k.campaign
      order by 7 desc, 4 desc, 1
      limit ${limit}`),
  ).map((r) => ({ ...r, bookedCents: Number(r.bookedCents) }));
}

export interface FunnelRow {
  /** The page type or city slug of the landing ('' : none). */
  key: string;
  visitors: number;
  priceSeen: number;
  leads: number;
  bookings: number;
  completed: number;
}

/**
 * Visitors -> price seen -> lead -> booking -> visit done, by the page type or the city of the
 * first landing. Visitors are those first seen in the range; leads and bookings those made in it.
 */
export async function funnelFigures(db: Db, f: InsightsFilters, by: "pageType" | "city"): Promise<FunnelRow[]> {
  const [a, b] = instants(f.from, f.to);
  // Stored generated columns of each table's first touch (src/server/db/insights-columns.ts).
  const d = sql.raw(by === "pageType" ? "landing_type" : "landing_city");
  const slugs = f.area ? areaCitySlugs(f.area) : [];
  const visitorArea = !f.area
    ? sql``
    : slugs.length === 0
      ? sql`and false`
      : sql`and landing_city in (${sql.join(
          slugs.map((s) => sql`${s}`),
          sql`, `,
        )})`;
  const rows = rowsOf<FunnelRow>(
    await db.execute(sql`
      with v as (
        select ${d} as d, count(*)::int as visitors, count(price_seen_at)::int as price_seen
        from visitor_touches where first_at >= ${a} and first_at < ${b} ${visitorArea}
        group by 1
      ), l as (
        select ${d} as d, count(*)::int as leads
        from pricing_leads where created_at >= ${a} and created_at < ${b} ${areaIs(f.area, sql`service_area`)}
        group by 1
      ), k as (
        select ${d} as d, count(*) filter (where status <> 'cancelled')::int as bookings,
          count(*) filter (where status = 'completed')::int as completed
        from bookings where created_at >= ${a} and created_at < ${b} ${areaIs(f.area, sql`service_area`)}
        group by 1
      )
      select coalesce(v.d, l.d, k.d) as key, coalesce(v.visitors, 0) as visitors, coalesce(v.price_seen, 0) as "priceSeen",
        coalesce(l.leads, 0) as leads, coalesce(k.bookings, 0) as bookings, coalesce(k.completed, 0) as completed
      from v full join l on l.d = v.d full join k on k.d = coalesce(v.d, l.d)
      order by 2 desc, 4 desc, 1`),
  );
  return rows;
}

/** An email that answers a lead: one about it that is not sent by itself (the owner's notice, the estimate asked for). */
const ANSWERING_EMAIL = sql.raw(ANSWERING_EMAIL_SQL("o"));

/** Speed to lead per week of the range (by the lead's week) and over the whole range. */
export async function speedFigures(
  db: Db,
  f: InsightsFilters,
): Promise<{ overall: SpeedToLead; weeks: { week: string; speed: SpeedToLead }[] }> {
  const [a, b] = instants(f.from, f.to);
  // Most leads carry their wait, measured by the upkeep (lead-waits.ts); the answering emails of
  // the others are found in one pass over a partial index (an answer comes after its lead, so
  // from the range's start), not one lookup per lead.
  // Per week: the stored waits, the leads still waiting, and (created, answered) in epoch ms of
  // the few answered since the upkeep last ran, computed here.
  const rows = rowsOf<{ week: string; measured: number[] | null; pending: [number, number][] | null; waiting: number }>(
    await db.execute(sql`
      with e as (
        select o.lead_id, min(o.created_at) as at from outbox_messages o
        where ${ANSWERING_EMAIL} and o.created_at >= ${a}
        group by 1
      ), l as (
        select ${week(sql`l.created_at`)} as week, l.created_at, l.answer_minutes as minutes,
          case when l.answer_minutes is null then least(l.first_status_change_at, e.at) end as answered
        from pricing_leads l left join e on e.lead_id = l.id
        where l.created_at >= ${a} and l.created_at < ${b} ${areaIs(f.area, sql`l.service_area`)}
      )
      select week, array_agg(minutes) filter (where minutes is not null) as measured,
        json_agg(json_build_array(extract(epoch from created_at) * 1000, extract(epoch from answered) * 1000))
          filter (where minutes is null and answered is not null) as pending,
        count(*) filter (where minutes is null and answered is null)::int as waiting
      from l group by 1`),
  );
  const byWeek = new Map<string, (number | null)[]>();
  for (const r of rows) {
    const waits: (number | null)[] = [...(r.measured ?? [])];
    for (const [created, answered] of r.pending ?? [])
      waits.push(businessMinutesBetween(new Date(Number(created)), new Date(Number(answered)), TZ));
    for (let k = 0; k < r.waiting; k++) waits.push(null);
    byWeek.set(r.week, waits);
  }
  return {
    overall: speedOfWaits([...byWeek.values()].flat()),
    weeks: weeksBetween(f.from, f.to).map((w) => ({ week: w, speed: speedOfWaits(byWeek.get(w) ?? []) })),
  };
}

/** Cancellations (by when they happened) and reschedules (the customer is told of each) per week, and why people cancelled or moved. */
export async function changeFigures(
  db: Db,
  f: InsightsFilters,
): Promise<{
  weeks: { week: string; cancelled: number; rescheduled: number }[];
  reasons: { reason: string; n: number }[];
  moveReasons: { reason: string | null; customer: number; owner: number }[];
}> {
  const [a, b] = instants(f.from, f.to);
  const rows = rowsOf<{ k: string; week: string; n: number }>(
    await db.execute(sql`
      select 'cancelled' as k, ${week(sql`c.changed_at`)} as week, count(*)::int as n
        from booking_status_changes c join bookings b on b.id = c.booking_id
        where c.to_status = 'cancelled' and c.changed_at >= ${a} and c.changed_at < ${b} ${areaIs(f.area, sql`b.service_area`)}
        group by 2
      union all
      select 'rescheduled', ${week(sql`o.created_at`)}, count(*)::int
        from outbox_messages o join bookings b on b.id = o.booking_id
        where o.kind = 'booking-rescheduled' and o.created_at >= ${a} and o.created_at < ${b} ${areaIs(f.area, sql`b.service_area`)}
        group by 2`),
  );
  const reasons = rowsOf<{ reason: string; n: number }>(
    await db.execute(sql`
      select coalesce(nullif(lower(trim(coalesce(c.reason, b.cancel_reason))), ''), '') as reason, count(*)::int as n
      from booking_status_changes c join bookings b on b.id = c.booking_id
      where c.to_status = 'cancelled' and c.changed_at >= ${a} and c.changed_at < ${b} ${areaIs(f.area, sql`b.service_area`)}
      group by 1 order by 2 desc, 1 limit 8`),
  );
  // Moves are kept with their reason since booking_moves exists (2026-11-27); the weekly count
  // above reads the customers' emails, which reach further back.
  const moveReasons = rowsOf<{ reason: string | null; customer: number; owner: number }>(
    await db.execute(sql`
      select m.reason, count(*) filter (where m.moved_by = 'customer')::int as customer,
             count(*) filter (where m.moved_by = 'owner')::int as owner
      from booking_moves m join bookings b on b.id = m.booking_id
      where m.moved_at >= ${a} and m.moved_at < ${b} ${areaIs(f.area, sql`b.service_area`)}
      group by 1 order by count(*) desc, 1 nulls last`),
  );
  const n = (k: string, w: string) => rows.find((r) => r.k === k && r.week === w)?.n ?? 0;
  return {
    weeks: weeksBetween(f.from, f.to).map((w) => ({
      week: w,
      cancelled: n("cancelled", w),
      rescheduled: n("rescheduled", w),
    })),
    reasons,
    moveReasons,
  };
}

/** How full each area's crews are over the next 14 days: crew-hours booked and on duty, per day. */
export async function crewLoadFigures(
  db: Db,
  f: InsightsFilters,
  now: Date,
): Promise<{ area: string; name: string; days: LoadDay[] }[]> {
  const today = localDate(now, TZ);
  const dates = Array.from({ length: 14 }, (_, i) => addDaysToDate(today, i + 1));
  const areas = f.area
    ? [f.area]
    : rowsOf<{ area: string }>(
        await db.execute(sql`select distinct service_area as area from crews where active order by 1`),
      ).map((r) => r.area);
  const out: { area: string; name: string; days: LoadDay[] }[] = [];
  for (const area of areas) {
    const days = await loadDays(db, area, dates, {});
    out.push({
      area,
      name: SERVICE_AREAS.find((s) => s.id === area)?.name ?? area,
      days: dates.map((date) => {
        const day = days.get(date);
        const availableHours = (day?.duty ?? []).reduce((s, c) => s + c.onDuty.filter(Boolean).length, 0);
        const bookedHours = (day?.jobs ?? []).reduce((s, j) => s + j.durationMinutes, 0) / 60;
        return { date, availableHours, bookedHours: Math.round(bookedHours * 10) / 10 };
      }),
    });
  }
  return out;
}
