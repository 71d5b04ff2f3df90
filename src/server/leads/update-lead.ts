import "server-only";
import { eq, sql } from "drizzle-orm";
import type { LeadStatus } from "@/domain/leads/lead-work";
import type { Db } from "@/server/db/client";
import type { Lead } from "@/server/db/rows";
import { pricingLeads } from "@/server/db/schema";

export type UpdateLeadResult = { ok: true; lead: Lead } | { ok: false; reason: "lead-not-found" };

/** The owner's status and notes on a lead (admin only: the route checks). Last write wins. */
export async function updateLead(
  db: Db,
  leadId: string,
  change: { status?: LeadStatus; notes?: string | null },
  now = new Date(),
): Promise<UpdateLeadResult> {
  const set: Record<string, unknown> = {};
  if (change.status) {
    set.status = change.status;
    // The owner's first answer to the lead (speed to lead, /admin/insights): kept once set.
    set.firstStatusChangeAt = sql`case when ${pricingLeads.status} <> ${change.status} then coalesce(${pricingLeads.firstStatusChangeAt}, ${now}) else ${pricingLeads.firstStatusChangeAt} end`;
  }
  if (change.notes !== undefined) set.notes = change.notes?.trim() || null;
  if (Object.keys(set).length === 0) {
    const [lead] = await db.select().from(pricingLeads).where(eq(pricingLeads.id, leadId));
    return lead ? { ok: true, lead } : { ok: false, reason: "lead-not-found" };
  }
  const [lead] = await db.update(pricingLeads).set(set).where(eq(pricingLeads.id, leadId)).returning();
  return lead ? { ok: true, lead } : { ok: false, reason: "lead-not-found" };
}
