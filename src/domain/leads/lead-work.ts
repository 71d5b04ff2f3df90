// How the owner works leads (docs/decisions/0012-offers-recurring-and-leads.md): a status, notes,
// and one lead per person per day however often they ask. The clock is an input.

export const LEAD_STATUSES = ["new", "contacted", "booked", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  booked: "Booked",
  lost: "Lost",
};
export const LEAD_NOTES_MAX = 2000;

/** Requests from one person within this many hours of their last one update that lead. */
export const LEAD_FOLD_HOURS = 24;

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);

/** The keys one person is known by: the email, lower-cased, and the phone's last ten digits. */
export function personKeys(person: { email: string; phone: string }): { email: string; phone: string } {
  return { email: person.email.trim().toLowerCase(), phone: person.phone.replace(/\D/g, "").slice(-10) };
}

/** What makes two price requests the same request: who typed what, and what they were quoted. */
export interface LeadRequest {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  serviceType: string;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  pricingExact: number;
  priceTableVersion: string;
  offerId: string | null;
  offerDiscount: number;
  marketingConsent: boolean;
}

const squeeze = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * One string for everything a request says (spacing and letter case aside): two requests with the
 * same fingerprint are one request sent twice. The server stores a hash of it on the lead.
 */
export function requestFingerprint(request: LeadRequest): string {
  const keys = personKeys(request);
  return JSON.stringify([
    squeeze(request.fullName),
    keys.email,
    keys.phone,
    squeeze(request.address),
    request.serviceType,
    request.bedrooms,
    request.bathrooms,
    request.squareFeet,
    request.pricingExact,
    request.priceTableVersion,
    request.offerId,
    request.offerDiscount,
    request.marketingConsent,
  ]);
}

/**
 * Whether a new request folds into an earlier lead: the same request sent again (the same
 * fingerprint, so the same email and phone and the same details), within LEAD_FOLD_HOURS of that
 * lead's last request, and the lead still open (new or contacted). Anything else is a new lead,
 * so no request can change what an earlier one stored: the name, the address, the consent and
 * the estimate token stay the first request's (docs/decisions/0012).
 */
export function foldsInto(
  lead: { requestDigest: string | null; status: string; lastRequestAt: Date },
  request: { digest: string },
  now: Date,
): boolean {
  if (lead.status !== "new" && lead.status !== "contacted") return false;
  const age = now.getTime() - lead.lastRequestAt.getTime();
  if (age < 0 || age >= LEAD_FOLD_HOURS * 3_600_000) return false;
  return lead.requestDigest !== null && lead.requestDigest === request.digest;
}

/** The owner hears of the first request and of the first repeat; later repeats only count. */
export const ownerNoticeForRequest = (requestCount: number): boolean => requestCount <= 2;
