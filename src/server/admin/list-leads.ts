import "server-only";
import { and, desc, eq, gte, ilike, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { pricingLeads } from "@/server/db/schema";

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
  // Written out in full: inside a select list Drizzle leaves column names unqualified.
  const converted = sql<boolean>`exists (select 1 from bookings b join "user" u on u.id = b.user_id where lower(u.email) = lower(pricing_leads.email))`;
  return db
    .select({ lead: pricingLeads, converted })
    .from(pricingLeads)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(pricingLeads.createdAt))
    .limit(limit);
}
