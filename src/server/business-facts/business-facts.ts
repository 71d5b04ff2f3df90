import "server-only";
import { eq } from "drizzle-orm";
import {
  type BusinessFacts,
  type FactsInput,
  factsFromInput,
  foundedInFuture,
  NO_FACTS,
} from "@/domain/business-facts/business-facts";
import type { Db } from "@/server/db/client";
import { businessFacts } from "@/server/db/schema";

type Row = typeof businessFacts.$inferSelect;

function factsOf(row: Row | undefined): BusinessFacts {
  if (!row) return NO_FACTS;
  return {
    insured: row.insured,
    insurerName: row.insurerName,
    licenseNumber: row.licenseNumber,
    associationName: row.associationName,
    foundedYear: row.foundedYear,
    emergency:
      row.emergencyPhone && row.emergencyHours ? { phone: row.emergencyPhone, hours: row.emergencyHours } : null,
    sameDay: row.sameDay,
    googleReviewUrl: row.googleReviewUrl,
    offerEndsOn: row.offerEndsOn,
  };
}

/** The facts the owner has set, and who set them when (none on a fresh install). */
export async function getBusinessFacts(
  db: Db,
): Promise<BusinessFacts & { updatedAt: Date | null; updatedBy: string | null }> {
  const [row] = await db.select().from(businessFacts).where(eq(businessFacts.id, "site"));
  return { ...factsOf(row), updatedAt: row?.updatedAt ?? null, updatedBy: row?.updatedBy ?? null };
}

/** The owner saves the whole form; the row records who saved it and when. */
export async function saveBusinessFacts(
  db: Db,
  adminId: string,
  input: FactsInput,
  now: Date,
): Promise<{ ok: true; facts: BusinessFacts } | { ok: false; reason: "founded-year-future" }> {
  if (foundedInFuture(input.foundedYear, now)) return { ok: false, reason: "founded-year-future" };
  const facts = factsFromInput(input);
  const values = {
    insured: facts.insured,
    insurerName: facts.insurerName,
    licenseNumber: facts.licenseNumber,
    associationName: facts.associationName,
    foundedYear: facts.foundedYear,
    emergencyPhone: facts.emergency?.phone ?? null,
    emergencyHours: facts.emergency?.hours ?? null,
    sameDay: facts.sameDay,
    googleReviewUrl: facts.googleReviewUrl,
    offerEndsOn: facts.offerEndsOn,
    updatedBy: adminId,
    updatedAt: now,
  };
  await db
    .insert(businessFacts)
    .values({ id: "site", ...values })
    .onConflictDoUpdate({ target: businessFacts.id, set: values });
  return { ok: true, facts };
}
