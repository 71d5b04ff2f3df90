import "server-only";
import { and, desc, eq, gte, ilike, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookings, pricingLeads, user } from "@/server/db/schema";
import { rowsOf } from "@/server/maintenance/rows";

export interface LeadFilter {
  q?: string;
  serviceType?: string;
  from?: string;
  to?: string;
}

/** Leads newest first, with 'converted' when the same email has booked. Admin only (checked by callers). */
export async function listLeads(db: Db, filter: LeadFilter, limit = 500) {
  const conditions = [];
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    conditions.push(
      or(
        ilike(pricingLeads.fullName, like),
        ilike(pricingLeads.email, like),
        ilike(pricingLeads.phone, like),
        ilike(pricingLeads.city, like),
      ),
    );
  }
  if (filter.serviceType) conditions.push(eq(pricingLeads.serviceType, filter.serviceType));
  if (filter.from) conditions.push(gte(pricingLeads.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lte(pricingLeads.createdAt, new Date(`${filter.to}T23:59:59Z`)));
  const rows = await db
    .select({ lead: pricingLeads, emailKey: sql<string>`lower(${pricingLeads.email})` })
    .from(pricingLeads)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(pricingLeads.createdAt))
    .limit(limit);
  // 'converted' for the shown leads only: for each address, one account with it that has a
  // booking (user_email_lower_idx, then bookings_user_date_idx). LIMIT 1 in a LATERAL keeps it a
  // lookup per address: as an EXISTS per lead in the list's own query, PostgreSQL hashed every
  // booking and every account on each view, and as a plain IN list it still read every account,
  // both growing with the years.
  const booked = await bookedAddresses(db, [...new Set(rows.map((r) => r.emailKey))]);
  const converted = new Set(booked);
  return rows.map((r) => ({ lead: r.lead, converted: converted.has(r.emailKey) }));
}

/** Of these lower-cased addresses, those with an account that has booked. */
export async function bookedAddresses(db: Db, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  return rowsOf<{ key: string }>(await db.execute(bookedAddressesQuery(keys))).map((r) => r.key);
}

/** bookedAddresses' statement (its plan is tested). */
export const bookedAddressesQuery = (keys: string[]) => sql`
  select k.key from unnest(${sql.param(keys)}::text[]) as k(key)
  cross join lateral (
    select 1 from ${user} u
    where lower(u.email) = k.key and exists (select 1 from ${bookings} b where b.user_id = u.id)
    limit 1
  ) found`;
