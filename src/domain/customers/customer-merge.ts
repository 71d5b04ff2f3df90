import { z } from "../validation/zod";

// Merging two customer accounts (decision 0030): which merges are refused, and how the
// conflicts between the two records are settled. The preview shows these sentences and the merge
// stores them, so what the owner read is what was done. Plain values in, plain values out.

const accountId = (what: string) =>
  z.string({ error: `Pick the ${what}.` }).regex(/^[A-Za-z0-9_-]{1,64}$/, "That customer was not found.");

export const customerMergeSchema = z.object({
  /** The customer whose page the owner is on: the account kept. */
  keepId: accountId("customer to keep"),
  /** The duplicate, merged into the kept one and then closed. */
  mergeId: accountId("customer to merge"),
});
export type CustomerMergeInput = z.infer<typeof customerMergeSchema>;

export const customerInviteSchema = z.object({ customerId: accountId("customer") });
export type CustomerInviteInput = z.infer<typeof customerInviteSchema>;

/** One account as the merge reads it, before anything moves. */
export interface MergeSide {
  id: string;
  role: string;
  name: string;
  email: string;
  /** The account this one was already merged into, if it was. */
  mergedInto: string | null;
  profile: { fullName: string; phone: string | null; defaultAddress: string | null } | null;
  textConsent: { phone: string; enabled: boolean; updatedAt: Date } | null;
  phoneProof: { phone: string; updatedAt: Date } | null;
  reviewOptOut: boolean;
}

export type MergeRefusal = "merge-into-itself" | "merge-not-customer" | "merge-already-merged";

/** Why these two accounts cannot be merged, or null when they can. */
export function mergeRefusal(keep: MergeSide, merge: MergeSide): MergeRefusal | null {
  if (keep.id === merge.id) return "merge-into-itself";
  if (keep.role !== "customer" || merge.role !== "customer") return "merge-not-customer";
  if (keep.mergedInto || merge.mergedInto) return "merge-already-merged";
  return null;
}

/** Which of the two rows of a one-per-account kind ends on the kept account. */
export type Survivor = "keep" | "merge" | "none";

export interface MergeResolution {
  /** The kept profile after the merge: its own values, blanks filled from the duplicate's. */
  profile: { fullName: string; phone: string | null; defaultAddress: string | null };
  textConsent: Survivor;
  phoneProof: Survivor;
  /** Asked not to be asked for reviews on either account: the kept one is not asked either. */
  reviewOptOut: boolean;
  /** What the owner reads in the preview and the merge record keeps. */
  sentences: string[];
}

const filled = (v: string | null | undefined): v is string => typeof v === "string" && v.trim() !== "";

/** The later of two one-per-account rows: the customer's latest word stands (a newer "off" too). */
function latest<T extends { updatedAt: Date }>(keep: T | null, merge: T | null): Survivor {
  if (!keep && !merge) return "none";
  if (!merge) return "keep";
  if (!keep) return "merge";
  return merge.updatedAt.getTime() > keep.updatedAt.getTime() ? "merge" : "keep";
}

/**
 * How each conflict is settled: the kept account keeps its sign-in email, name and any contact
 * detail it has; a blank one takes the duplicate's. Texts follow the latest choice either account
 * made. The duplicate's email is kept on the merge record (and its page), not on the kept account.
 */
export function resolveMerge(keep: MergeSide, merge: MergeSide): MergeResolution {
  const kp = keep.profile;
  const mp = merge.profile;
  const sentences: string[] = [];
  sentences.push(
    keep.email.toLowerCase() === merge.email.toLowerCase()
      ? `Email ${keep.email} is kept.`
      : `Email ${keep.email} is kept for sign-in; ${merge.email} stays on the merge record and can no longer sign in.`,
  );
  const fullName = filled(kp?.fullName) ? kp.fullName : filled(mp?.fullName) ? mp.fullName : keep.name;
  if (filled(mp?.fullName) && mp.fullName !== fullName)
    sentences.push(`Name "${fullName}" is kept (not "${mp.fullName}").`);
  const pick = (label: string, k: string | null | undefined, m: string | null | undefined) => {
    if (filled(k)) {
      if (filled(m) && m.trim() !== k.trim()) sentences.push(`${label} ${k} is kept (not ${m}).`);
      return k;
    }
    if (filled(m)) {
      sentences.push(`${label} ${m} is taken from the duplicate (the kept profile had none).`);
      return m;
    }
    return null;
  };
  const phone = pick("Phone", kp?.phone, mp?.phone);
  const defaultAddress = pick("Home address", kp?.defaultAddress, mp?.defaultAddress);

  const textConsent = latest(keep.textConsent, merge.textConsent);
  if (textConsent !== "none") {
    const c = textConsent === "keep" ? keep.textConsent : merge.textConsent;
    const both = keep.textConsent && merge.textConsent;
    sentences.push(
      `Texts: ${c?.enabled ? "on" : "off"} to ${c?.phone}, ${both ? "the latest choice of the two" : `as the ${textConsent === "keep" ? "kept account" : "duplicate"} chose`}.`,
    );
  }
  const phoneProof = latest(keep.phoneProof, merge.phoneProof);
  const reviewOptOut = keep.reviewOptOut || merge.reviewOptOut;
  if (merge.reviewOptOut && !keep.reviewOptOut) sentences.push("Review requests stay off (the duplicate asked).");
  return { profile: { fullName, phone, defaultAddress }, textConsent, phoneProof, reviewOptOut, sentences };
}

/** What moves, in the owner's words, by the table and column it moves in (the rest count as "other records"). */
export const MOVED_LABELS: Record<string, string> = {
  "bookings.user_id": "visits",
  "invoices.user_id": "invoices",
  payments: "payments (with their invoices)",
  "reviews.user_id": "reviews",
  "review_requests.user_id": "review requests",
  "customer_notes.customer_id": "notes",
  "recurring_schedules.user_id": "recurring series",
  "customer_invites.customer_id": "account invites",
  "sms_consents.user_id": "text consent",
  addresses: "addresses",
};

/** The preview's lines: every labelled kind with its count, then the rest summed, zeros left out. */
export function movedLines(moved: Record<string, number>): { label: string; count: number }[] {
  const lines: { label: string; count: number }[] = [];
  let other = 0;
  for (const [key, count] of Object.entries(moved)) {
    if (count <= 0) continue;
    const label = MOVED_LABELS[key];
    if (label) lines.push({ label, count });
    else other += count;
  }
  const order = Object.values(MOVED_LABELS);
  lines.sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
  if (other > 0) lines.push({ label: "other records", count: other });
  return lines;
}
