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

/**
 * Whether a new request folds into an earlier lead: the same email or phone, asked within
 * LEAD_FOLD_HOURS of that lead's last request, and the lead still open (new or contacted).
 */
export function foldsInto(
  lead: { email: string; phone: string; status: string; lastRequestAt: Date },
  request: { email: string; phone: string },
  now: Date,
): boolean {
  if (lead.status !== "new" && lead.status !== "contacted") return false;
  const age = now.getTime() - lead.lastRequestAt.getTime();
  if (age < 0 || age >= LEAD_FOLD_HOURS * 3_600_000) return false;
  const a = personKeys(lead);
  const b = personKeys(request);
  return a.email === b.email || (a.phone.length === 10 && a.phone === b.phone);
}

/** The owner hears of the first request and of the first repeat; later repeats only count. */
export const ownerNoticeForRequest = (requestCount: number): boolean => requestCount <= 2;
