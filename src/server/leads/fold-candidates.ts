import "server-only";
import { and, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { emailKey, phoneKey } from "@/server/db/person-keys";
import { pricingLeads } from "@/server/db/schema";

/**
 * The open leads of one person (same email, or same last ten phone digits) asked for since
 * `since`, newest first: what a new request may fold into. Served by the key indexes
 * (pricing_leads_email_key_idx, pricing_leads_phone_key_idx), so its cost does not grow with the
 * number of leads of the day.
 */
export function foldCandidates(db: Pick<Db, "select">, keys: { email: string; phone: string }, since: Date) {
  return db
    .select()
    .from(pricingLeads)
    .where(
      and(
        gt(pricingLeads.lastRequestAt, since),
        inArray(pricingLeads.status, ["new", "contacted"]),
        or(
          eq(emailKey(pricingLeads.email), keys.email),
          keys.phone.length === 10 ? eq(phoneKey(pricingLeads.phone), keys.phone) : sql`false`,
        ),
      ),
    )
    .orderBy(desc(pricingLeads.lastRequestAt))
    .limit(5);
}
