import "server-only";
import { and, desc, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { emailKey, phoneKey } from "@/server/db/person-keys";
import { prepared } from "@/server/db/prepared";
import { pricingLeads } from "@/server/db/schema";

/**
 * What a fold reads of an earlier lead: who it is, whether it is still open and recent (foldsInto),
 * and the consent a repeat keeps. Not the whole row: every price request reads this, and each
 * column is a field description PostgreSQL sends and the driver parses, even when no row comes back.
 */
const FOLD_FIELDS = {
  id: pricingLeads.id,
  email: pricingLeads.email,
  phone: pricingLeads.phone,
  status: pricingLeads.status,
  lastRequestAt: pricingLeads.lastRequestAt,
  marketingConsent: pricingLeads.marketingConsent,
  consentTextVersion: pricingLeads.consentTextVersion,
  consentAt: pricingLeads.consentAt,
};

/**
 * The query of foldCandidates, for the values (or placeholders) given; `phone` only when the
 * request's phone has ten digits.
 */
export function foldCandidatesQuery(
  db: Pick<Db, "select">,
  by: { since: Date | SQL; email: string | SQL; phone?: string | SQL },
) {
  return db
    .select(FOLD_FIELDS)
    .from(pricingLeads)
    .where(
      and(
        gt(pricingLeads.lastRequestAt, by.since),
        inArray(pricingLeads.status, ["new", "contacted"]),
        or(
          eq(emailKey(pricingLeads.email), by.email),
          by.phone === undefined ? sql`false` : eq(phoneKey(pricingLeads.phone), by.phone),
        ),
      ),
    )
    .orderBy(desc(pricingLeads.lastRequestAt))
    .limit(5);
}

/**
 * The open leads of one person (same email, or same last ten phone digits) asked for since
 * `since`, newest first: what a new request may fold into. Served by the key indexes
 * (pricing_leads_email_key_idx, pricing_leads_phone_key_idx), so its cost does not grow with the
 * number of leads of the day. Read by every price request: built once per connection, but planned
 * for each request's values: prepared with one plan for any values, PostgreSQL's share of the
 * bench's price row grew from 50% to 138% of a core.
 */
export function foldCandidates(db: Db, keys: { email: string; phone: string }, since: Date) {
  const { email, phone } = keys;
  const build = ({ by }: { by: { since: SQL; email: SQL; phone?: SQL } }, name: string) =>
    foldCandidatesQuery(db, by).prepare(name);
  return phone.length === 10
    ? prepared(db, "lead_fold_candidates", { by: { since, email, phone } }, build, { planEachRun: true })
    : prepared(db, "lead_fold_candidates_by_email", { by: { since, email } }, build, { planEachRun: true });
}
