import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { type AttemptDecision, type AttemptRule, decideAttempt } from "@/domain/accounts/attempt-rules";
import type { Db } from "@/server/db/client";
import { verification } from "@/server/db/schema";

// Counters live in better-auth's `verification` table (no table of our own): one row per rule and
// subject, id `limit:<rule>:<sha256 of the subject>` (no address stored in clear), the count in
// `value`, the window's end in `expires_at`. One upsert counts and reads atomically, so parallel
// attempts, from one process or several on one PostgreSQL, can never get more than `max` through.

const rowId = (rule: AttemptRule, subject: string) =>
  `limit:${rule.name}:${createHash("sha256").update(subject.trim().toLowerCase()).digest("hex")}`;

/** Counts one attempt of `subject` (an email address) and says whether it may go ahead. */
export async function takeAttempt(
  db: Db,
  rule: AttemptRule,
  subject: string,
  now: Date = new Date(),
): Promise<AttemptDecision> {
  const id = rowId(rule, subject);
  const fresh = new Date(now.getTime() + rule.windowSeconds * 1000);
  const result = await db.execute(sql`
    insert into verification (id, identifier, value, expires_at, created_at, updated_at)
    values (${id}, ${`limit:${rule.name}`}, '1', ${fresh.toISOString()}, ${now.toISOString()}, ${now.toISOString()})
    on conflict (id) do update set
      value = case when verification.expires_at <= excluded.created_at then '1'
                   else (verification.value::int + 1)::text end,
      expires_at = case when verification.expires_at <= excluded.created_at then excluded.expires_at
                        else verification.expires_at end,
      updated_at = excluded.updated_at
    returning value, expires_at`);
  const row = (result as unknown as { rows: { value: string; expires_at: string | Date }[] }).rows[0];
  if (!row) throw new Error("attempt counter not returned");
  const count = Number(row.value);
  if (count === 1) {
    // A window opened: sweep this rule's windows that closed long ago, so rows stay few.
    await db
      .delete(verification)
      .where(
        and(
          eq(verification.identifier, `limit:${rule.name}`),
          lt(verification.expiresAt, new Date(now.getTime() - 24 * 3600 * 1000)),
        ),
      );
  }
  return decideAttempt(rule, count, new Date(row.expires_at), now);
}

/** Forgets the attempts of `subject` (a successful sign-in, a reset password). */
export async function clearAttempts(db: Db, rule: AttemptRule, subject: string): Promise<void> {
  await db.delete(verification).where(eq(verification.id, rowId(rule, subject)));
}
