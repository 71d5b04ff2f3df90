import { cities } from "@/content/lookups";
import { site } from "@/content/site";
import { areaOfCity } from "@/domain/areas/service-areas";
import type { ServiceType } from "@/domain/pricing/pricing";
import type { Random } from "./random";
import type { Touch } from "./touch";

// What the history's parts share: the rows' shapes, the area and its clock, and the history being
// written (History), which each part (traffic.ts, visits.ts, invoices.ts) adds rows to.

export type Row = Record<string, unknown>;

export const HISTORY_TABLES = [
  "user",
  "profiles",
  "pricing_leads",
  "bookings",
  "booking_status_changes",
  "booking_moves",
  "invoices",
  "payments",
  "outbox_messages",
  "analytics_events",
  "visitor_touches",
] as const;
export type HistoryTable = (typeof HISTORY_TABLES)[number];
export type HistoryChunk = Record<HistoryTable, Row[]>;

export interface HistoryOptions {
  seed: number;
  /** Days of history ending today (three years: 1095). */
  days: number;
  /** Multiplies the traffic: visitors, leads, their events and emails. Crews and their jobs stay. */
  scale: number;
  now: Date;
  /** The area's crews (made beforehand to five), with the weekdays each works. */
  crews: readonly { id: string; name: string; weekdays: string }[];
  /** Jobs already booked (the demo day's), so the history fits around them. */
  existingJobs: readonly { crewId: string | null; date: string; time: string; durationMinutes: number }[];
  ownerId: string | null;
  /** The invoice numbers already given, per year (the next is one more). */
  invoiceSequences: Record<number, number>;
  /** The customer of many visits (the bench's dashboard): their user id, written beforehand. */
  regular: { id: string; name: string; email: string } | null;
  /** Days between the regular customer's visits. */
  regularEveryDays: number;
}

export interface SeriesRow extends Row {
  id: string;
  user_id: string;
  original_booking_id: string;
  current_booking_id: string;
  service_type: ServiceType;
  interval_months: number;
  next_scheduled_date: string;
  is_active: boolean;
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

export const AREA = "bay-area";
export const TIME_ZONE = site.timeZone;
export const DAY_MS = 86_400_000;
export const MIN = 60_000;
export const OWNER_EMAIL = "office@history.clearvent.example";
export const HISTORY_EMAIL_DOMAIN = "history.clearvent.example";

export const bayCities = cities.filter((c) => areaOfCity(c) === AREA);

export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}
export const iso = (d: Date) => d.toISOString();
export const later = (a: Date, ms: number) => new Date(a.getTime() + ms);
export const min = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

export interface Customer {
  id: string;
  name: string;
  email: string;
  phone: string;
  street: string;
  city: (typeof bayCities)[number];
  zip: string;
}

export interface Visitor {
  id: string;
  touch: Touch;
}

export interface LeadDraft extends Row {
  id: string;
  created_at: string;
  pricing_exact: number;
  /** Where the visitor came from (the attribution columns, touch.ts). */
  firstTouch: Touch;
  lastTouch: Touch;
}

export const emptyChunk = (): HistoryChunk => ({
  user: [],
  profiles: [],
  pricing_leads: [],
  bookings: [],
  booking_status_changes: [],
  booking_moves: [],
  invoices: [],
  payments: [],
  outbox_messages: [],
  analytics_events: [],
  visitor_touches: [],
});

/** The history being written: the options, the seeded stream, and what is known so far. */
export interface History {
  options: HistoryOptions;
  r: Random;
  now: Date;
  /** The rows of the current week (generate.ts hands each week out and starts a new one). */
  chunk: HistoryChunk;
  series: SeriesRow[];
  customers: Customer[];
  customerById: Map<string, Customer>;
  /** The last invoice number given, per year. */
  invoiceSeq: Record<number, number>;
}

/** The rows every part writes: a visitor's analytics event and an email as the outbox kept it. */
export function recorders(h: History) {
  const { r, now } = h;
  const event = (visitor: string, name: string, at: Date, path: string | null, props: Row = {}) => {
    h.chunk.analytics_events.push({
      id: r.uuid(),
      visitor_id: visitor,
      name,
      props,
      path,
      created_at: iso(at),
    });
  };

  const message = (
    kind: string,
    to: string,
    at: Date,
    subject: string,
    text: string,
    about: { lead_id?: string; booking_id?: string } = {},
  ) => {
    if (at.getTime() > now.getTime()) return;
    const failed = r.chance(0.004);
    h.chunk.outbox_messages.push({
      id: r.uuid(),
      kind,
      channel: "email",
      to,
      subject,
      text,
      lead_id: about.lead_id ?? null,
      booking_id: about.booking_id ?? null,
      status: failed ? "failed" : "sent",
      attempts: failed ? 7 : 1,
      next_attempt_at: iso(at),
      last_error: failed ? "550 5.1.1 mailbox unavailable" : null,
      created_at: iso(at),
      sent_at: failed ? null : iso(later(at, 3000)),
    });
  };

  return { event, message };
}
