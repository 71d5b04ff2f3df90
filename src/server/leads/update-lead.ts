import "server-only";
import { eq } from "drizzle-orm";
import type { LeadStatus } from "@/domain/leads/lead-work";
import type { Db } from "@/server/db/client";
import { pricingLeads } from "@/server/db/schema";
import type { Lead } from "./create-lead";

export type UpdateLeadResult = { ok: true; lead: Lead } | { ok: false; reason: "lead-not-found" };

/** The owner's status and notes on a lead (admin only: the route checks). Last write wins. */
export async function updateLead(
  db: Db,
  leadId: string,
  change: { status?: LeadStatus; notes?: string | null },
): Promise<UpdateLeadResult> {
  const set: Partial<Lead> = {};
  if (change.status) set.status = change.status;
  if (change.notes !== undefined) set.notes = change.notes?.trim() || null;
  if (Object.keys(set).length === 0) {
    const [lead] = await db.select().from(pricingLeads).where(eq(pricingLeads.id, leadId));
    return lead ? { ok: true, lead } : { ok: false, reason: "lead-not-found" };
  }
  const [lead] = await db.update(pricingLeads).set(set).where(eq(pricingLeads.id, leadId)).returning();
  return lead ? { ok: true, lead } : { ok: false, reason: "lead-not-found" };
}
