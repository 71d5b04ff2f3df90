import "server-only";
import { parseAddress } from "@/domain/address/parse-address";
import { MARKETING_CONSENT } from "@/domain/analytics/events";
import type { LeadInput } from "@/domain/leads/lead-input";
import { quote } from "@/domain/pricing/pricing";
import { recordEvents } from "@/server/analytics/record-events";
import type { Db } from "@/server/db/client";
import { pricingLeads } from "@/server/db/schema";
import { env } from "@/server/env";
import { ownerLeadNotification } from "@/server/mail/lead-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { hashEstimateToken, newEstimateToken } from "./send-estimate";

export type Lead = typeof pricingLeads.$inferSelect;
/** The stored lead, and the token only the browser that created it receives (its hash is stored). */
export type CreatedLead = Lead & { estimateToken: string };

/**
 * Stores a lead with the server's own price (whatever price a client sent is never read), and in
 * the same transaction queues the owner's notification and records the generate_lead conversion
 * (server-side, so an ad blocker cannot lose it). Either all three are stored or none is. The
 * returned estimateToken goes to the creating browser only: it is what lets it ask for the estimate
 * by email (sendEstimate).
 */
export async function createLead(
  db: Db,
  input: LeadInput,
  context: { visitorId?: string | null; now?: Date } = {},
): Promise<CreatedLead> {
  const now = context.now ?? new Date();
  const estimateToken = newEstimateToken();
  const q = quote(input.serviceType, input);
  const { city, state, zipCode } = parseAddress(input.address);
  const lead = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(pricingLeads)
      .values({
        sessionId: input.sessionId ?? null,
        fullName: input.fullName,
        phone: input.phone,
        email: input.email,
        serviceType: input.serviceType,
        bedrooms: input.bedrooms,
        bathrooms: input.bathrooms,
        squareFeet: input.squareFeet,
        pricingExact: q.exact,
        pricingMin: q.min,
        pricingMax: q.max,
        priceTableVersion: q.priceTableVersion,
        address: input.address,
        city,
        state,
        zipCode,
        pageUrl: input.pageUrl ?? null,
        pageType: input.pageType,
        marketingConsent: input.marketingConsent,
        consentTextVersion: input.marketingConsent ? MARKETING_CONSENT.version : null,
        consentAt: input.marketingConsent ? now : null,
        visitorId: context.visitorId ?? null,
        estimateTokenHash: hashEstimateToken(estimateToken),
      })
      .returning();
    if (!lead) throw new Error("insert returned no row");
    await enqueueMail(
      tx,
      "lead-owner-notice",
      ownerLeadNotification(lead, env.BUSINESS_EMAIL),
      { leadId: lead.id },
      now,
    );
    await recordEvents(tx, context.visitorId ?? "anonymous", [
      { name: "generate_lead", props: { service_type: lead.serviceType, value: lead.pricingExact, currency: "USD" } },
    ]);
    return lead;
  });
  nudgeOutbox();
  return { ...lead, estimateToken };
}
