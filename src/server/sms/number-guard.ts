import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, count, eq, gt, ne, type SQL, sql } from "drizzle-orm";
import { DAY_MS, PHONE_PROOF } from "@/domain/sms/phone-proof";
import type { Db, Tx } from "@/server/db/client";
import { outboxMessages, smsNumberLocks } from "@/server/db/schema";
import { tokenSecret } from "@/server/offers/token-secret";

// What stands between a number and the texts anyone asks for: its lock after wrong
// codes, and its cap of texts per day across all accounts (src/domain/sms/phone-proof.ts).

/**
 * The number's lock row, held FOR UPDATE until the transaction ends: code sends and code checks
 * of one number, from any accounts, take their turn, so the counts they read stay true.
 */
export async function holdNumber(tx: Tx, phone: string): Promise<{ wrongTries: number; lockedUntil: Date | null }> {
  await tx.insert(smsNumberLocks).values({ phone }).onConflictDoNothing();
  const [row] = await tx.select().from(smsNumberLocks).where(eq(smsNumberLocks.phone, phone)).for("update");
  if (!row) throw new Error("number lock row vanished");
  return row;
}

export const isLocked = (row: { lockedUntil: Date | null }, now: Date) =>
  row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime();

/**
 * A wrong code for the number: counted; the last allowed one locks the number for
 * PHONE_PROOF.lockMs and starts the count again. Answers whether the number is now locked.
 */
export async function countWrongCode(tx: Tx, phone: string, wrongTries: number, now: Date): Promise<boolean> {
  const tries = wrongTries + 1;
  const locks = tries >= PHONE_PROOF.maxWrongTries;
  await tx
    .update(smsNumberLocks)
    .set(
      locks
        ? { wrongTries: 0, lockedUntil: new Date(now.getTime() + PHONE_PROOF.lockMs) }
        : { wrongTries: tries, lockedUntil: null },
    )
    .where(eq(smsNumberLocks.phone, phone));
  return locks;
}

export async function clearWrongCodes(tx: Tx, phone: string): Promise<void> {
  await tx.update(smsNumberLocks).set({ wrongTries: 0 }).where(eq(smsNumberLocks.phone, phone));
}

/** Texts to the number that also meet `more`: the one count both daily caps read. */
async function textsToNumber(db: Db | Tx, phone: string, ...more: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, phone), sql`${outboxMessages.channel} = 'sms'`, ...more));
  return row?.n ?? 0;
}

/**
 * Texts to the number queued in the 24 hours before `now` and not dropped, whoever they were
 * for: the cap PHONE_PROOF.textsPerNumberPerDay holds against this.
 */
export const textsToNumberToday = (db: Db | Tx, phone: string, now: Date): Promise<number> =>
  textsToNumber(
    db,
    phone,
    gt(outboxMessages.createdAt, new Date(now.getTime() - DAY_MS)),
    ne(outboxMessages.status, "dropped"),
  );

/** Texts to the number sent in the 24 hours before `now`: checked again when a text's turn comes. */
export function sentToNumberToday(db: Db | Tx, phone: string, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return textsToNumber(
    db,
    phone,
    // A text sent in the last day was queued at most a day before that (the index's column).
    gt(outboxMessages.createdAt, new Date(dayAgo.getTime() - DAY_MS)),
    eq(outboxMessages.status, "sent"),
    gt(outboxMessages.sentAt, dayAgo),
  );
}

export const numberCapReached = async (db: Db | Tx, phone: string, now: Date) =>
  (await textsToNumberToday(db, phone, now)) >= PHONE_PROOF.textsPerNumberPerDay;

/** The stored form of a code: keyed with the server's secret and bound to the account and number. */
export function codeHash(userId: string, phone: string, code: string): string {
  return createHmac("sha256", tokenSecret()).update(`${userId}\n${phone}\n${code}`).digest("base64url");
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
