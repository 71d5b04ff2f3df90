import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { smsNumberProofs, user } from "@/server/db/schema";
import { clearWrongCodes, codeHash, countWrongCode, holdNumber, isLocked, sameHash } from "./number-guard";
import { type ConsentSource, recordProvedConsent, type TextChoice, textChoice } from "./set-text-consent";

export type ConfirmPhoneCodeResult =
  | { ok: true; choice: TextChoice }
  | { ok: false; reason: "texts-off" | "no-code" | "code-expired" | "code-wrong" | "number-locked" };

/**
 * The code typed back: when it is the last one texted to the account's pending number,
 * still good and the number is not locked, the number is proved and the consent recorded then,
 * with the wording, its version, the time and "code". A wrong code counts against the number
 * (whoever typed it); the last allowed one locks it for an hour and spends the code.
 */
export async function confirmPhoneCode(
  db: Db,
  userId: string,
  input: { code: string },
  options: { now: Date; textsOn: boolean },
): Promise<ConfirmPhoneCodeResult> {
  if (!options.textsOn) return { ok: false, reason: "texts-off" };
  const { now } = options;
  const refused = await db.transaction(async (tx) => {
    // The account's row first, then the number's: the order sendPhoneCode takes them in.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [proof] = await tx.select().from(smsNumberProofs).where(eq(smsNumberProofs.userId, userId));
    if (!proof) return "no-code" as const;
    const number = await holdNumber(tx, proof.phone);
    if (isLocked(number, now)) return "number-locked" as const;
    if (!proof.codeHash || !proof.codeExpiresAt) return "no-code" as const;
    if (proof.codeExpiresAt.getTime() <= now.getTime()) return "code-expired" as const;
    if (!sameHash(proof.codeHash, codeHash(userId, proof.phone, input.code))) {
      const locked = await countWrongCode(tx, proof.phone, number.wrongTries, now);
      if (!locked) return "code-wrong" as const;
      // Locked: the code in play is spent too, so an hour later it takes a new one.
      await tx
        .update(smsNumberProofs)
        .set({ codeHash: null, codeExpiresAt: null, updatedAt: now })
        .where(eq(smsNumberProofs.userId, userId));
      return "number-locked" as const;
    }
    await clearWrongCodes(tx, proof.phone);
    await recordProvedConsent(
      tx,
      userId,
      { phone: proof.phone, method: "code", source: proof.source as ConsentSource },
      now,
    );
    await tx.delete(smsNumberProofs).where(eq(smsNumberProofs.userId, userId));
    return null;
  });
  if (refused) return { ok: false, reason: refused };
  return { ok: true, choice: await textChoice(db, userId) };
}
