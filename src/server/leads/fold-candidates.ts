import "server-only";
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { pricingLeads } from "@/server/db/schema";

/**
 * What a fold reads of an earlier lead: whether it is the same request and still open and recent
 * (foldsInto). Not the whole row: every price request reads this, and each column is a field
 * description PostgreSQL sends and the driver parses, even when no row comes back.
 */
const FOLD_FIELDS = {
  id: pricingLeads.id,
  requestDigest: pricingLeads.requestDigest,
  status: pricingLeads.status,
  lastRequestAt: pricingLeads.lastRequestAt,
};

/** The query of foldCandidates (its test reads the plan PostgreSQL makes for it). */
export function foldCandidatesQuery(db: Pick<Db, "select">, by: { since: Date; digest: string }) {
  return db
    .select(FOLD_FIELDS)
    .from(pricingLeads)
    .where(
      and(
        eq(pricingLeads.requestDigest, by.digest),
        gt(pricingLeads.lastRequestAt, by.since),
        inArray(pricingLeads.status, ["new", "contacted"]),
      ),
    )
    .orderBy(desc(pricingLeads.lastRequestAt))
    .limit(5);
}

/**
 * The open leads asked for since `since` with the same request digest (the same person asking the
 * same thing again), newest first: what a new request may fold into. Served by
 * pricing_leads_request_digest_idx, so its cost does not grow with the number of leads of the day.
 */
export function foldCandidates(db: Pick<Db, "select">, digest: string, since: Date) {
  return foldCandidatesQuery(db, { since, digest });
}
