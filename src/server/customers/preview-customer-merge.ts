import "server-only";
import {
  type CustomerMergeInput,
  type MergeRefusal,
  type MergeSide,
  mergeRefusal,
  movedLines,
  resolveMerge,
} from "@/domain/customers/customer-merge";
import type { Reader } from "@/server/db/client";
import { countOwnedRows, readMergeSides } from "./merge-sides";

type Summary = { id: string; name: string; email: string; phone: string | null };

export interface MergePreview {
  keep: Summary;
  merge: Summary;
  /** Rows moved, by table and column (what the merge record will hold). */
  moved: Record<string, number>;
  /** The same in the owner's words, zeros left out. */
  lines: { label: string; count: number }[];
  /** How each conflict is settled. */
  resolutions: string[];
}

export type PreviewResult =
  | { ok: true; preview: MergePreview }
  | { ok: false; reason: MergeRefusal | "customer-not-found" };

const summary = (s: MergeSide): Summary => ({
  id: s.id,
  name: s.profile?.fullName || s.name,
  email: s.email,
  phone: s.profile?.phone ?? null,
});

/**
 * What merging `mergeId` into `keepId` would do, without doing it: what moves and how each
 * conflict is settled (resolveMerge). The merge itself computes the same inside its transaction,
 * so the record keeps what was done even if a visit was booked in between. Owner only.
 */
export async function previewCustomerMerge(db: Reader, input: CustomerMergeInput): Promise<PreviewResult> {
  const sides = await readMergeSides(db, [input.keepId, input.mergeId]);
  return previewOf(db, sides, input);
}

/** The preview of two accounts already read (the merge calls it with its rows locked). */
export async function previewOf(
  db: Reader,
  sides: Map<string, MergeSide>,
  input: CustomerMergeInput,
): Promise<PreviewResult> {
  const keep = sides.get(input.keepId);
  const merge = sides.get(input.mergeId);
  if (!keep || !merge) return { ok: false, reason: "customer-not-found" };
  const refusal = mergeRefusal(keep, merge);
  if (refusal) return { ok: false, reason: refusal };
  const resolution = resolveMerge(keep, merge);
  const moved = await countOwnedRows(db, merge.id);
  moved["sms_consents.user_id"] = resolution.textConsent === "merge" ? 1 : 0;
  return {
    ok: true,
    preview: {
      keep: summary(keep),
      merge: summary(merge),
      moved,
      lines: movedLines(moved),
      resolutions: resolution.sentences,
    },
  };
}
