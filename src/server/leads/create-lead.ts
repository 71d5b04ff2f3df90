import "server-only";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { parseAddress } from "@/domain/address/parse-address";
import { MARKETING_CONSENT } from "@/domain/analytics/events";
import { resolveServiceArea } from "@/domain/areas/service-areas";
import { ASK_US_PRICE_TABLE, type AskUsInput } from "@/domain/leads/ask-us-input";
import { ADDRESS_NOT_PROVIDED } from "@/domain/leads/lead-form";
import type { LeadInput } from "@/domain/leads/lead-input";
import { foldsInto, LEAD_FOLD_HOURS, ownerNoticeForRequest, requestFingerprint } from "@/domain/leads/lead-work";
import { bestOffer, type OfferClaim } from "@/domain/offers/offers";
import { areaTable } from "@/domain/pricing/area-prices";
import { priceQuote } from "@/domain/pricing/pricing";
import { eventRow } from "@/server/analytics/record-events";
import type { Db } from "@/server/db/client";
import type { Lead } from "@/server/db/rows";
import { analyticsEvents, pricingLeads } from "@/server/db/schema";
import { env } from "@/server/env";
import type { Touches } from "@/server/insights/touches";
import { type LeadNoticeFields, ownerLeadNotification } from "@/server/mail/lead-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { areaOfAddressLine } from "@/server/pricing/area-of-address";
import { currentPriceBook } from "@/server/pricing/price-book";
import { foldedEstimateToken, hashEstimateToken, newEstimateToken } from "./estimate-tokens";
import { foldCandidates } from "./fold-candidates";

/** The stored lead, and the token only the browser that created it receives (its hash is stored). */
export type CreatedLead = Lead & { estimateToken: string; folded: boolean };

const ownerNotice = (lead: LeadNoticeFields) => ownerLeadNotification(lead, env.BUSINESS_EMAIL, env.SITE_URL);

type NewLeadRow = typeof pricingLeads.$inferInsert;

/** The service area of a lead's address, for the owner's per-area figures; null when outside. */
function areaOf(city: string | null, state: string | null, zip: string | null): string | null {
  const resolved = resolveServiceArea({ city: city ?? "", state: state ?? "", zip: zip ?? "" });
  return resolved.ok ? resolved.area.id : null;
}

/**
 * Stores a lead with the server's own price (whatever price a client sent is never read), less
 * the best live offer the visitor holds (`offer`, from the signed cookie), and in the same
 * transaction queues the owner's notification and records the generate_lead conversion
 * (server-side, so an ad blocker cannot lose it). Either all three are stored or none is.
 *
 * The same request sent again (same name, email, phone, address, home and quote) within
 * LEAD_FOLD_HOURS of its open lead's last request only counts on that lead (request count + 1,
 * last request time); the owner hears of the first repeat only (ownerNoticeForRequest). Any other
 * request is a lead of its own: a request never changes what an earlier one stored, so nobody can
 * re-point another person's lead, consent or estimate by typing their phone or email. Identical
 * requests are serialised by a transaction-scoped advisory lock, so two at once still make one
 * lead.
 *
 * The returned estimateToken goes to the requesting browser only: it is what lets it ask for the
 * estimate by email (sendEstimate), which goes to the lead's own address. A fold keeps the first
 * browser's token valid and hands this one a token derived from the lead (foldedEstimateToken).
 */
export async function createLead(
  db: Db,
  input: LeadInput,
  context: { visitorId?: string | null; now?: Date; offer?: OfferClaim | null; touches?: Touches | null } = {},
): Promise<CreatedLead> {
  const now = context.now ?? new Date();
  const estimateToken = newEstimateToken();
  // The address's area's prices (decision 0046), as the calculator on that city's page shows them.
  const book = await currentPriceBook(db);
  const q = priceQuote(input.serviceType, input, areaTable(book, areaOfAddressLine(input.address)), book.label);
  const offer = bestOffer(context.offer ?? null, q.exact, now);
  const { city, state, zipCode } = parseAddress(input.address);
  const details: LeadDetails = {
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
    offerId: offer?.id ?? null,
    offerDiscount: offer?.discount ?? 0,
    offerExpiresAt: offer?.expiresAt ?? null,
    lastRequestAt: now,
    // Where the visitor came from (docs/decisions/0026); not part of the request's fingerprint.
    firstTouch: context.touches?.first ?? null,
    lastTouch: context.touches?.last ?? null,
    serviceArea: areaOf(city, state, zipCode),
  };
  return storeLead(db, details, estimateToken, context.visitorId ?? null, now);
}

/**
 * An "ask us" request (src/domain/leads/ask-us-input.ts): the same lead, fold and notice as a price
 * request, for a service we price after a call. No home size and no quote are stored (zeros, and
 * the price table version says "ask-us"); the question is the lead's first note.
 */
export async function createAskUsLead(
  db: Db,
  input: AskUsInput,
  context: { visitorId?: string | null; now?: Date; touches?: Touches | null } = {},
): Promise<CreatedLead> {
  const now = context.now ?? new Date();
  const estimateToken = newEstimateToken();
  const details: LeadDetails = {
    sessionId: null,
    fullName: input.fullName,
    phone: input.phone,
    email: input.email,
    serviceType: input.service,
    bedrooms: 0,
    bathrooms: 0,
    squareFeet: 0,
    pricingExact: 0,
    pricingMin: 0,
    pricingMax: 0,
    priceTableVersion: ASK_US_PRICE_TABLE,
    address: ADDRESS_NOT_PROVIDED,
    city: null,
    state: null,
    zipCode: null,
    pageUrl: input.pageUrl ?? null,
    pageType: "service",
    marketingConsent: input.marketingConsent,
    consentTextVersion: input.marketingConsent ? MARKETING_CONSENT.version : null,
    consentAt: input.marketingConsent ? now : null,
    visitorId: context.visitorId ?? null,
    estimateTokenHash: hashEstimateToken(estimateToken),
    offerId: null,
    offerDiscount: 0,
    offerExpiresAt: null,
    lastRequestAt: now,
    firstTouch: context.touches?.first ?? null,
    lastTouch: context.touches?.last ?? null,
    serviceArea: null,
    notes: input.question ? `Asked: ${input.question}` : null,
  };
  return storeLead(db, details, estimateToken, context.visitorId ?? null, now);
}

type LeadDetails = Omit<NewLeadRow, "id" | "requestDigest" | "requestCount"> & {
  serviceType: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  pricingExact: number;
  pricingMin: number;
  pricingMax: number;
  priceTableVersion: string;
  pageType: string;
  marketingConsent: boolean;
  consentTextVersion: string | null;
  pageUrl: string | null;
  offerId: string | null;
  offerDiscount: number;
  lastRequestAt: Date;
};

/** The shared half of a lead: fold into an open identical request, or write it with its notice and conversion. */
async function storeLead(
  db: Db,
  details: LeadDetails,
  estimateToken: string,
  visitorId: string | null,
  now: Date,
): Promise<CreatedLead> {
  const digest = createHash("sha256").update(requestFingerprint(details)).digest("hex");
  const since = new Date(now.getTime() - LEAD_FOLD_HOURS * 3_600_000);
  const { lead, folded } = await db.transaction(async (tx) => {
    // Identical requests wait for one another here: the read below then sees every lead of this
    // person committed before the lock was granted, so two at once make one lead.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${digest}`}))`);
    const candidates = await foldCandidates(tx, digest, since);
    const earlier = candidates.find((c) => foldsInto(c, { digest }, now));
    if (earlier) {
      // Only the count and the time: what the first request stored, its token hash included, stays.
      const [lead] = await tx
        .update(pricingLeads)
        .set({ requestCount: sql`${pricingLeads.requestCount} + 1`, lastRequestAt: now })
        .where(eq(pricingLeads.id, earlier.id))
        .returning();
      if (!lead) throw new Error("lead update returned no row");
      if (ownerNoticeForRequest(lead.requestCount)) {
        await enqueueMail(tx, "lead-owner-notice", ownerNotice(lead), { leadId: lead.id }, now);
      }
      return { lead, folded: true };
    }
    // A new lead, its conversion and (by the same rule as a repeat) its owner's notice.
    const [lead] = await tx
      .insert(pricingLeads)
      .values({ ...details, requestDigest: digest, requestCount: 1 })
      .returning();
    if (!lead) throw new Error("lead insert returned no row");
    await tx.insert(analyticsEvents).values(
      eventRow(visitorId ?? "anonymous", {
        name: "generate_lead",
        props: { service_type: lead.serviceType, value: lead.pricingExact, currency: "USD" },
      }),
    );
    if (ownerNoticeForRequest(lead.requestCount)) {
      await enqueueMail(tx, "lead-owner-notice", ownerNotice(lead), { leadId: lead.id }, now);
    }
    return { lead, folded: false };
  });
  nudgeOutbox();
  return { ...lead, estimateToken: folded ? foldedEstimateToken(lead.id) : estimateToken, folded };
}
