import "server-only";
import { randomInt } from "node:crypto";
import { and, count, eq, gt } from "drizzle-orm";
import { OUTBOX_KINDS } from "@/domain/outbox/outbox";
import { toE164 } from "@/domain/sms/phone";
import { DAY_MS, PHONE_CODE_KIND, PHONE_PROOF, phoneCodeText } from "@/domain/sms/phone-proof";
import { pageIdentity } from "@/server/business/site-content";
import type { Db, Tx } from "@/server/db/client";
import { outboxMessages, smsCodeSends, smsNumberProofs, smsOptOuts, user } from "@/server/db/schema";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { codeHash, holdNumber, isLocked, numberCapReached } from "./number-guard";

export type SendPhoneCodeRefusal =
  | "texts-off"
  | "no-text-number"
  | "email-unverified"
  | "number-stopped"
  | "number-locked"
  | "code-cap-number"
  | "code-cap-account"
  | "number-daily-cap";

export type SendPhoneCodeResult =
  | { ok: true; phone: string; expiresAt: Date }
  | { ok: false; reason: SendPhoneCodeRefusal };

async function sendsSince(tx: Tx, where: ReturnType<typeof eq>, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(smsCodeSends)
    .where(and(where, gt(smsCodeSends.sentAt, since)));
  return row?.n ?? 0;
}

/**
 * Texts a one-time code to the number the signed-in customer wants texts at: the only
 * text that goes to a number nobody proved. Refused while texts are off, for an account whose
 * email is unverified, a number that replied STOP or is locked after wrong codes, and over the
 * caps of PHONE_PROOF. The code is stored only as a keyed hash; a new code (or a new number)
 * replaces the one before, and until the code comes back nothing else is texted to the number.
 */
export async function sendPhoneCode(
  db: Db,
  userId: string,
  input: { phone: string; source?: "booking" | "dashboard" },
  options: { now: Date; textsOn: boolean },
): Promise<SendPhoneCodeResult> {
  if (!options.textsOn) return { ok: false, reason: "texts-off" };
  const phone = toE164(input.phone);
  if (!phone) return { ok: false, reason: "no-text-number" };
  const { now } = options;
  const result = await db.transaction(async (tx): Promise<SendPhoneCodeResult> => {
    // The account's row first, then the number's: the order confirmPhoneCode takes them in too.
    const [account] = await tx
      .select({ verified: user.emailVerified })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!account?.verified) return { ok: false, reason: "email-unverified" };
    const number = await holdNumber(tx, phone);
    if (isLocked(number, now)) return { ok: false, reason: "number-locked" };
    const [stopped] = await tx.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone));
    if (stopped) return { ok: false, reason: "number-stopped" };
    const dayAgo = new Date(now.getTime() - DAY_MS);
    if ((await sendsSince(tx, eq(smsCodeSends.phone, phone), dayAgo)) >= PHONE_PROOF.codeSendsPerNumberPerDay)
      return { ok: false, reason: "code-cap-number" };
    if ((await sendsSince(tx, eq(smsCodeSends.userId, userId), dayAgo)) >= PHONE_PROOF.codeSendsPerAccountPerDay)
      return { ok: false, reason: "code-cap-account" };
    if (await numberCapReached(tx, phone, now)) return { ok: false, reason: "number-daily-cap" };

    const code = String(randomInt(0, 10 ** PHONE_PROOF.codeDigits)).padStart(PHONE_PROOF.codeDigits, "0");
    const expiresAt = new Date(now.getTime() + PHONE_PROOF.codeTtlMs);
    const proof = {
      phone,
      source: input.source ?? "dashboard",
      codeHash: codeHash(userId, phone, code),
      codeExpiresAt: expiresAt,
      updatedAt: now,
    };
    await tx
      .insert(smsNumberProofs)
      .values({ userId, ...proof })
      .onConflictDoUpdate({ target: smsNumberProofs.userId, set: proof });
    await tx.insert(smsCodeSends).values({ userId, phone, sentAt: now });
    await tx.insert(outboxMessages).values({
      kind: PHONE_CODE_KIND,
      channel: "sms",
      to: phone,
      subject: OUTBOX_KINDS[PHONE_CODE_KIND],
      text: phoneCodeText(pageIdentity().shortBrand, code),
      nextAttemptAt: now,
      createdAt: now,
    });
    return { ok: true, phone, expiresAt };
  });
  if (result.ok) nudgeOutbox();
  return result;
}
