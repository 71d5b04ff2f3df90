import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { pricingLeads } from "@/server/db/schema";
import { estimateEmail } from "@/server/mail/lead-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";

export type SendEstimateResult = { ok: true; email: string } | { ok: false; reason: "lead-not-found" };

/**
 * Queues a stored lead's estimate to the lead's own address (never to an address sent with the
 * call); the outbox worker delivers it.
 */
export async function sendEstimate(db: Db, leadId: string, now: Date = new Date()): Promise<SendEstimateResult> {
  const [lead] = await db.select().from(pricingLeads).where(eq(pricingLeads.id, leadId));
  if (!lead) return { ok: false, reason: "lead-not-found" };
  await enqueueMail(db, "lead-estimate", estimateEmail(lead), { leadId: lead.id }, now);
  nudgeOutbox();
  return { ok: true, email: lead.email };
}
