import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { parseAddress } from "@/domain/address/parse-address";
import { MARKETING_CONSENT } from "@/domain/analytics/events";
import type { LeadInput } from "@/domain/leads/lead-input";
import { quote } from "@/domain/pricing/pricing";
import { eventsInsert } from "@/server/analytics/record-events";
import type { Db } from "@/server/db/client";
import { pricingLeads } from "@/server/db/schema";
import { env } from "@/server/env";
import { ownerLeadNotification } from "@/server/mail/lead-emails";
import { mailInsert } from "@/server/outbox/enqueue";
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
 *
 * The three rows are written by ONE statement (the outbox and event inserts as data-modifying
 * CTEs of the lead's insert): a single statement is a transaction of its own, so this is one
 * round trip to the database instead of five (BEGIN, three inserts, COMMIT), each of which held a
 * pooled connection and a turn of the event loop. The lead's id and time are made here so the
 * owner's email can be written before the row exists; the rows reference it, and the foreign key
 * is checked at the end of the statement.
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
  const lead: Lead = {
    id: randomUUID(),
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
    estimateEmailsSent: 0,
    createdAt: now,
  };
  const mail = mailInsert(
    db,
    "lead-owner-notice",
    ownerLeadNotification(lead, env.BUSINESS_EMAIL),
    { leadId: lead.id },
    now,
  );
  const conversion = eventsInsert(db, context.visitorId ?? "anonymous", [
    { name: "generate_lead", props: { service_type: lead.serviceType, value: lead.pricingExact, currency: "USD" } },
  ]);
  await db.execute(
    sql`with mail as (${mail.getSQL()}), conversion as (${conversion.getSQL()}) ${db.insert(pricingLeads).values(lead).getSQL()}`,
  );
  nudgeOutbox();
  return { ...lead, estimateToken };
}
