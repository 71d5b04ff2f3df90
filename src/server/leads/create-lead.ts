import "server-only";
import { parseAddress } from "@/domain/address/parse-address";
import { MARKETING_CONSENT } from "@/domain/analytics/events";
import type { LeadInput } from "@/domain/leads/lead-input";
import { quote } from "@/domain/pricing/pricing";
import type { Db } from "@/server/db/client";
import { pricingLeads } from "@/server/db/schema";

export type Lead = typeof pricingLeads.$inferSelect;

/** Stores a lead with the server's own price; whatever price a client sent is never read. */
export async function createLead(
  db: Db,
  input: LeadInput,
  context: { visitorId?: string | null; now?: Date } = {},
): Promise<Lead> {
  const q = quote(input.serviceType, input);
  const { city, state, zipCode } = parseAddress(input.address);
  const [lead] = await db
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
      consentAt: input.marketingConsent ? (context.now ?? new Date()) : null,
      visitorId: context.visitorId ?? null,
    })
    .returning();
  if (!lead) throw new Error("insert returned no row");
  return lead;
}
