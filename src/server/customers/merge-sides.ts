import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { MergeSide } from "@/domain/customers/customer-merge";
import type { Reader } from "@/server/db/client";
import {
  bookings,
  customerMerges,
  invoices,
  payments,
  profiles,
  reviewOptOuts,
  smsConsents,
  smsNumberProofs,
  user,
} from "@/server/db/schema";
import { rowsOf } from "@/server/maintenance/rows";
import { MOVED_COLUMNS, quoted } from "./merge-columns";

/** Both accounts as the merge reads them (null for an id that names no account). */
export async function readMergeSides(db: Reader, ids: readonly string[]): Promise<Map<string, MergeSide>> {
  const [accounts, profileRows, consents, proofs, optOuts, merges] = await Promise.all([
    db
      .select({ id: user.id, role: user.role, name: user.name, email: user.email })
      .from(user)
      .where(inArray(user.id, [...ids])),
    db
      .select()
      .from(profiles)
      .where(inArray(profiles.userId, [...ids])),
    db
      .select()
      .from(smsConsents)
      .where(inArray(smsConsents.userId, [...ids])),
    db
      .select()
      .from(smsNumberProofs)
      .where(inArray(smsNumberProofs.userId, [...ids])),
    db
      .select()
      .from(reviewOptOuts)
      .where(inArray(reviewOptOuts.userId, [...ids])),
    db
      .select()
      .from(customerMerges)
      .where(inArray(customerMerges.fromUserId, [...ids])),
  ]);
  const sides = new Map<string, MergeSide>();
  for (const a of accounts) {
    const p = profileRows.find((r) => r.userId === a.id);
    const c = consents.find((r) => r.userId === a.id);
    const proof = proofs.find((r) => r.userId === a.id);
    sides.set(a.id, {
      ...a,
      mergedInto: merges.find((m) => m.fromUserId === a.id)?.intoUserId ?? null,
      profile: p ? { fullName: p.fullName, phone: p.phone, defaultAddress: p.defaultAddress } : null,
      textConsent: c ? { phone: c.phone, enabled: c.enabled, updatedAt: c.updatedAt } : null,
      phoneProof: proof ? { phone: proof.phone, updatedAt: proof.updatedAt } : null,
      reviewOptOut: optOuts.some((r) => r.userId === a.id),
    });
  }
  return sides;
}

/**
 * How many rows of each moved column name the account, in one query, plus what moves with them:
 * payments (with their invoices) and the addresses visited.
 */
export async function countOwnedRows(db: Reader, id: string): Promise<Record<string, number>> {
  const arms = MOVED_COLUMNS.map(
    ([table, column]) =>
      sql`select ${`${table}.${column}`} as k, count(*)::int as n from ${sql.raw(quoted(table))} where ${sql.raw(quoted(column))} = ${id}`,
  );
  const rows = rowsOf<{ k: string; n: number }>(await db.execute(sql.join(arms, sql` union all `)));
  const counts: Record<string, number> = Object.fromEntries(rows.map((r) => [r.k, Number(r.n)]));
  const [[paid], [visited], [consent]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(eq(invoices.userId, id)),
    db
      .select({ n: sql<number>`count(distinct lower(trim(${bookings.address})))::int` })
      .from(bookings)
      .where(eq(bookings.userId, id)),
    db.select({ n: sql<number>`count(*)::int` }).from(smsConsents).where(eq(smsConsents.userId, id)),
  ]);
  counts.payments = Number(paid?.n ?? 0);
  counts.addresses = Number(visited?.n ?? 0);
  counts["sms_consents.user_id"] = Number(consent?.n ?? 0);
  return counts;
}
