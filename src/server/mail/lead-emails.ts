import "server-only";
import { catalogueEntry } from "@/content/catalogue";
import { isAskUsLead } from "@/domain/leads/ask-us-input";
import { isOfferId, OFFERS } from "@/domain/offers/offers";
import { quoteValidUntil } from "@/domain/pricing/booking-price";
import { formatCount, formatDollars, isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import type { Lead } from "@/server/db/rows";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";
import type { EstimateForEmail } from "./templates/estimate";

/** What the owner's notice reads of a lead: known before the lead is written (createLead writes both at once). */
export type LeadNoticeFields = Pick<
  Lead,
  | "id"
  | "requestCount"
  | "fullName"
  | "phone"
  | "email"
  | "address"
  | "serviceType"
  | "bedrooms"
  | "bathrooms"
  | "squareFeet"
  | "pricingExact"
  | "pricingMin"
  | "pricingMax"
  | "priceTableVersion"
  | "offerId"
  | "offerDiscount"
  | "marketingConsent"
  | "consentTextVersion"
  | "pageUrl"
  | "pageType"
> &
  Partial<Pick<Lead, "notes">>;

const label = (type: string) =>
  isServiceType(type) ? SERVICE_TYPE_LABELS[type] : (catalogueEntry(type)?.name ?? type);

function homeLine(lead: Pick<Lead, "serviceType" | "bedrooms" | "bathrooms" | "squareFeet">): string {
  if (lead.serviceType === "dryer_vent") return "Dryer vent, flat rate";
  return `${lead.bedrooms} bedrooms, ${lead.bathrooms} bathrooms, ${formatCount(lead.squareFeet)} sq ft`;
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** The lead's offer, if it held one: "Book Today & Save 20% (20% off the service price): -$62". */
function offerLine(lead: Pick<Lead, "offerId" | "offerDiscount">): string | null {
  if (!lead.offerId || lead.offerDiscount <= 0 || !isOfferId(lead.offerId)) return null;
  const offer = OFFERS[lead.offerId];
  return `${offer.headline} (${offer.terms}): -${formatDollars(lead.offerDiscount)}`;
}

/** What the visitor was quoted after any offer: the price a booking from the estimate pays. */
export const quotedPrice = (lead: Pick<Lead, "pricingExact" | "offerDiscount">): number =>
  lead.pricingExact - lead.offerDiscount;

/**
 * The owner's notice of a lead, or of the first repeat request folded into it. Replies go to the
 * customer; the consent to marketing calls and texts is stated (the owner may only market with it).
 */
export function ownerLeadNotification(lead: LeadNoticeFields, to: string, siteUrl: string): MailMessage {
  if (isAskUsLead(lead)) return askUsNotification(lead, to, siteUrl);
  const repeat = lead.requestCount > 1;
  const offer = offerLine(lead);
  return {
    to,
    replyTo: lead.email,
    subject: `${repeat ? "Lead asked again" : "New lead"}: ${lead.fullName}, ${label(lead.serviceType)} ${formatDollars(quotedPrice(lead))}`,
    text: [
      repeat
        ? `${lead.fullName} sent the same price request again (${lead.requestCount} requests within a day).`
        : `A visitor asked for a price on ${lead.pageUrl ?? "the site"} (${lead.pageType}).`,
      "",
      `Name:    ${lead.fullName}`,
      `Phone:   ${lead.phone}`,
      `Email:   ${lead.email} (reply to this email to answer them)`,
      `Address: ${lead.address}`,
      `Service: ${label(lead.serviceType)} (${homeLine(lead)})`,
      `Quoted:  ${formatDollars(lead.pricingExact)} exact, shown as ${formatDollars(lead.pricingMin)}-${formatDollars(lead.pricingMax)} (price table ${lead.priceTableVersion})`,
      ...(offer ? [`Offer:   ${offer}, so ${formatDollars(quotedPrice(lead))} to pay`] : []),
      `Consent: ${lead.marketingConsent ? `Yes, agreed to marketing calls and texts (text ${lead.consentTextVersion})` : "No marketing consent: contact about this request only"}`,
      "",
      `Open in the console: ${new URL(`/admin/leads/${lead.id}`, siteUrl).toString()}`,
      `Lead id: ${lead.id}`,
    ].join("\n"),
  };
}

/** An "ask us" lead: who asked about what, to be called back with a price. */
function askUsNotification(lead: LeadNoticeFields, to: string, siteUrl: string): MailMessage {
  const repeat = lead.requestCount > 1;
  return {
    to,
    replyTo: lead.email,
    subject: `${repeat ? "Asked again" : "Asks for a price"}: ${lead.fullName}, ${label(lead.serviceType)}`,
    text: [
      `${lead.fullName} asked for a price of ${label(lead.serviceType)} on ${lead.pageUrl ?? "the site"}. Call them back.`,
      "",
      `Name:     ${lead.fullName}`,
      `Phone:    ${lead.phone}`,
      `Email:    ${lead.email} (reply to this email to answer them)`,
      ...(lead.notes ? [`Question: ${lead.notes.replace(/^Asked: /, "")}`] : []),
      `Consent:  ${lead.marketingConsent ? `Yes, agreed to marketing calls and texts (text ${lead.consentTextVersion})` : "No marketing consent: contact about this request only"}`,
      "",
      `Open in the console: ${new URL(`/admin/leads/${lead.id}`, siteUrl).toString()}`,
      `Lead id: ${lead.id}`,
    ].join("\n"),
  };
}

/** An estimate's reference as the customer reads it: "E-1A2B-3C4D", the first 8 hex digits of the lead's id. */
export function estimateReference(leadId: string): string {
  const hex = leadId.replace(/-/g, "").slice(0, 8).toUpperCase();
  return `E-${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}

/** The estimate, with a link that books it at the quoted price within QUOTE_VALID_DAYS (templates/estimate.tsx). */
export async function estimateEmail(
  lead: Lead,
  bookingLink: string,
  claims: readonly string[] = [],
  greetName: string | null = null,
): Promise<MailMessage> {
  const estimate: EstimateForEmail = {
    greetName,
    service: label(lead.serviceType),
    price: formatDollars(quotedPrice(lead)),
    offer: offerLine(lead),
    home: homeLine(lead),
    validUntil: DAY_FORMAT.format(quoteValidUntil(lead.lastRequestAt)),
    bookingLink,
    claims,
    // Short enough to read out on the phone; the owner's notice carries the full id.
    reference: estimateReference(lead.id),
  };
  return {
    to: lead.email,
    subject: `Your ${estimate.service} estimate: ${estimate.price}`,
    ...(await renderEmail("Estimate", { estimate })),
  };
}
