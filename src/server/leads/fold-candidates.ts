import "server-only";
import { and, desc, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { prepared } from "@/server/db/prepared";
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

/** The query of foldCandidates, for the values (or placeholders) given. */
export function foldCandidatesQuery(db: Pick<Db, "select">, by: { since: Date | SQL; digest: string | SQL }) {
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
 * Read by every price request: built once per connection, but planned for each request's values
 * (with one plan for any values, PostgreSQL's share of the price request grew, decision 0016).
 */
export function foldCandidates(db: Db, digest: string, since: Date) {
  return prepared(
    db,
    "lead_fold_candidates",
    { by: { since, digest } },
    ({ by }: { by: { since: SQL; digest: SQL } }, name: string) => foldCandidatesQuery(db, by).prepare(name),
    { planEachRun: true },
  );
}
