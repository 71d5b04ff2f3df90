import "server-only";
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { PageRequest } from "@/domain/paging/cursor";
import type { Db } from "@/server/db/client";
import { bookings, pricingLeads, user } from "@/server/db/schema";
import { rowsOf } from "@/server/maintenance/rows";
import { cursorTime, keyset, keysetPage } from "./keyset";

export interface LeadFilter {
  q?: string;
  serviceType?: string;
  status?: string;
  from?: string;
  to?: string;
}

function leadConditions(filter: LeadFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    const any = or(
      ilike(pricingLeads.fullName, like),
      ilike(pricingLeads.email, like),
      ilike(pricingLeads.phone, like),
      ilike(pricingLeads.city, like),
    );
    if (any) conditions.push(any);
  }
  if (filter.serviceType) conditions.push(eq(pricingLeads.serviceType, filter.serviceType));
  if (filter.status) conditions.push(eq(pricingLeads.status, filter.status));
  if (filter.from) conditions.push(gte(pricingLeads.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lte(pricingLeads.createdAt, new Date(`${filter.to}T23:59:59Z`)));
  return conditions;
}

const leadRow = {
  lead: pricingLeads,
  emailKey: sql<string>`lower(${pricingLeads.email})`,
  cursorAt: cursorTime(pricingLeads.createdAt),
};

/**
 * One page of leads, newest first, with 'converted' when the same email has booked, and the
 * cursors of the pages either side. Read by (created_at, id) from the cursor, so a page deep in
 * the years costs what the first does. Admin only (checked by callers).
 */
export async function leadsPage(db: Db, filter: LeadFilter, page: PageRequest) {
  const shown = await keysetPage(
    page,
    (p, limit) => leadsPageQuery(db, filter, p, limit),
    (r) => ({ at: r.cursorAt, id: r.lead.id }),
  );
  return { ...shown, rows: await withConverted(db, shown.rows) };
}

/** One page's statement (its rows read are tested). */
export function leadsPageQuery(db: Db, filter: LeadFilter, page: PageRequest, limit: number) {
  const { where, order } = keyset(pricingLeads.createdAt, pricingLeads.id, page);
  return db
    .select(leadRow)
    .from(pricingLeads)
    .where(and(...leadConditions(filter), where))
    .orderBy(...order)
    .limit(limit);
}

/** Every lead matching the filter, newest first, up to `limit` (the CSV export). */
export async function listLeads(db: Db, filter: LeadFilter, limit = 500) {
  const conditions = leadConditions(filter);
  const rows = await db
    .select(leadRow)
    .from(pricingLeads)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(pricingLeads.createdAt), desc(pricingLeads.id))
    .limit(limit);
  return withConverted(db, rows);
}

async function withConverted<T extends { lead: typeof pricingLeads.$inferSelect; emailKey: string }>(
  db: Db,
  rows: T[],
) {
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
