import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import {
  type CustomerMergeInput,
  type MergeRefusal,
  resolveMerge,
  type Survivor,
} from "@/domain/customers/customer-merge";
import type { Db, Tx } from "@/server/db/client";
import {
  account,
  customerMerges,
  dueOptOuts,
  profiles,
  reviewOptOuts,
  session,
  smsConsents,
  smsNumberProofs,
  user,
  verification,
} from "@/server/db/schema";
import { MOVED_COLUMNS, quoted } from "./merge-columns";
import { readMergeSides } from "./merge-sides";
import { previewOf } from "./preview-customer-merge";

/** The merged account's sign-in address once merged: reserved (.invalid), so nobody can use it. */
export const mergedEmailOf = (id: string) => `${id}@merged.invalid`;

export type MergeResult =
  | { ok: true; mergeId: string; moved: Record<string, number> }
  | { ok: false; reason: MergeRefusal | "customer-not-found" };

/**
 * Merges one customer account into another (decision 0030), in one transaction: every row that
 * names the duplicate moves to the kept account (merge-columns.ts says how, column by column),
 * conflicts are settled as the preview said (resolveMerge), the duplicate's sign-in ends (password
 * and sessions removed, reset links void, its address freed for a new sign-up), and the merge is
 * recorded with who, when and what moved. Both accounts are locked first, in id order, so of two
 * merges of the same account at once one wins and the other reads it merged and is refused (the
 * unique index on the record's "from" is the last word). Owner only (the route checks).
 */
export async function mergeCustomers(
  db: Db,
  ownerId: string,
  input: CustomerMergeInput,
  now: Date,
): Promise<MergeResult> {
  return db.transaction(async (tx): Promise<MergeResult> => {
    const ids = [input.keepId, input.mergeId].sort();
    await tx.select({ id: user.id }).from(user).where(inArray(user.id, ids)).orderBy(user.id).for("update");
    const sides = await readMergeSides(tx, ids);
    const preview = await previewOf(tx, sides, input);
    if (!preview.ok) return preview;
    const keep = sides.get(input.keepId);
    const merge = sides.get(input.mergeId);
    if (!keep || !merge) return { ok: false, reason: "customer-not-found" };
    const resolution = resolveMerge(keep, merge);
    const from = merge.id;
    const into = keep.id;

    await tx
      .insert(profiles)
      .values({ userId: into, ...resolution.profile, updatedAt: now })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...resolution.profile, updatedAt: now } });
    await keepOne(tx, smsConsents, resolution.textConsent, from, into);
    await keepOne(tx, smsNumberProofs, resolution.phoneProof, from, into);
    if (resolution.reviewOptOut) {
      await tx.insert(reviewOptOuts).values({ userId: into, createdAt: now }).onConflictDoNothing();
    }
    await tx.delete(reviewOptOuts).where(eq(reviewOptOuts.userId, from));
    // "You're due" unsubscribes (decision 0039): kept if either account had one.
    const [dueOptOut] = await tx.select().from(dueOptOuts).where(eq(dueOptOuts.userId, from));
    if (dueOptOut)
      await tx.insert(dueOptOuts).values({ userId: into, createdAt: dueOptOut.createdAt }).onConflictDoNothing();
    await tx.delete(dueOptOuts).where(eq(dueOptOuts.userId, from));

    for (const [table, column] of MOVED_COLUMNS) {
      await tx.execute(
        sql`update ${sql.raw(quoted(table))} set ${sql.raw(quoted(column))} = ${into} where ${sql.raw(quoted(column))} = ${from}`,
      );
    }

    // The duplicate can no longer sign in: no password, no session, no reset link, no address.
    await tx.delete(session).where(eq(session.userId, from));
    await tx.delete(account).where(eq(account.userId, from));
    await tx.delete(verification).where(eq(verification.value, from));
    await tx
      .update(user)
      .set({ email: mergedEmailOf(from), updatedAt: now })
      .where(eq(user.id, from));

    const [record] = await tx
      .insert(customerMerges)
      .values({
        fromUserId: from,
        intoUserId: into,
        fromName: preview.preview.merge.name,
        fromEmail: merge.email,
        moved: preview.preview.moved,
        resolutions: resolution.sentences,
        mergedBy: ownerId,
        mergedAt: now,
      })
      .returning({ id: customerMerges.id });
    if (!record) throw new Error("the merge was not recorded");
    return { ok: true, mergeId: record.id, moved: preview.preview.moved };
  });
}

/** A one-per-account row (texts, a number being proved): the survivor ends on the kept account. */
async function keepOne(
  tx: Tx,
  table: typeof smsConsents | typeof smsNumberProofs,
  survivor: Survivor,
  from: string,
  into: string,
) {
  if (survivor === "merge") {
    await tx.delete(table).where(eq(table.userId, into));
    await tx.update(table).set({ userId: into }).where(eq(table.userId, from));
  } else {
    await tx.delete(table).where(eq(table.userId, from));
  }
}
