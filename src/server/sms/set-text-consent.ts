import "server-only";
import { desc, eq } from "drizzle-orm";
import { toE164 } from "@/domain/sms/phone";
import type { ProofMethod } from "@/domain/sms/phone-proof";
import { SMS_CONSENT } from "@/domain/sms/texts";
import type { Db, Tx } from "@/server/db/client";
import { bookings, profiles, smsConsents, smsNumberProofs, smsOptOuts } from "@/server/db/schema";

export type ConsentSource = "booking" | "dashboard";

export interface TextChoice {
  /** What the customer sees: texts go to `phone` when on (only ever to a proved number). */
  on: boolean;
  phone: string | null;
  /** `phone` answered a code; the switch can turn texts on to it in one tap. */
  proved: boolean;
  /** The number replied STOP: nothing goes until it replies START, whatever `on` says. */
  stopped: boolean;
  /** A number the customer asked texts at and has not proved yet, and until when its code is good. */
  pending: { phone: string; codeUntil: Date | null } | null;
}

/**
 * Records that the customer agreed to texts at a number that has just proved to be theirs, with
 * the exact wording and its version, the time and how it was proved. A consent to another number
 * is replaced whole: nothing of it is carried to the new one.
 */
export async function recordProvedConsent(
  tx: Db | Tx,
  userId: string,
  proof: { phone: string; method: ProofMethod; source: ConsentSource },
  now: Date,
): Promise<void> {
  const given = {
    phone: proof.phone,
    enabled: true,
    consentTextVersion: SMS_CONSENT.version,
    consentText: SMS_CONSENT.text,
    source: proof.source,
    provedBy: proof.method,
    consentAt: now,
    updatedAt: now,
  };
  await tx
    .insert(smsConsents)
    .values({ userId, ...given })
    .onConflictDoUpdate({ target: smsConsents.userId, set: given });
}

/** Texts off; the record of the consent once given (when, to what, how proved) stays. */
export async function turnTextsOff(tx: Db | Tx, userId: string, source: ConsentSource, now: Date): Promise<void> {
  await tx.update(smsConsents).set({ enabled: false, source, updatedAt: now }).where(eq(smsConsents.userId, userId));
}

/**
 * The booking's box ticked with `phone`: texts on again when that is the number the customer
 * proved, answering true (the caller queues the booking's text). Any other number is only a wish
 * until it answers a code: kept as pending, and a consent to another number is turned off,
 * because the box is the customer's current answer.
 */
export async function askTextsAt(tx: Tx, userId: string, phone: string, now: Date): Promise<boolean> {
  const [consent] = await tx.select().from(smsConsents).where(eq(smsConsents.userId, userId));
  if (consent?.provedBy && consent.phone === phone) {
    await tx
      .update(smsConsents)
      .set({ enabled: true, source: "booking", updatedAt: now })
      .where(eq(smsConsents.userId, userId));
    return true;
  }
  if (consent?.enabled) await turnTextsOff(tx, userId, "booking", now);
  const [pending] = await tx.select().from(smsNumberProofs).where(eq(smsNumberProofs.userId, userId));
  if (pending?.phone === phone) return false;
  const wish = { phone, source: "booking", codeHash: null, codeExpiresAt: null, updatedAt: now };
  await tx
    .insert(smsNumberProofs)
    .values({ userId, ...wish })
    .onConflictDoUpdate({ target: smsNumberProofs.userId, set: wish });
  return false;
}

export async function textChoice(db: Db | Tx, userId: string): Promise<TextChoice> {
  const [row] = await db
    .select({ consent: smsConsents, stopped: smsOptOuts.phone })
    .from(smsConsents)
    .leftJoin(smsOptOuts, eq(smsOptOuts.phone, smsConsents.phone))
    .where(eq(smsConsents.userId, userId));
  const [wish] = await db.select().from(smsNumberProofs).where(eq(smsNumberProofs.userId, userId));
  const pending = wish ? { phone: wish.phone, codeUntil: wish.codeExpiresAt } : null;
  if (row) {
    const proved = row.consent.provedBy !== null;
    return {
      on: row.consent.enabled && proved,
      phone: row.consent.phone,
      proved,
      stopped: row.stopped !== null,
      pending,
    };
  }
  return { on: false, phone: await numberOnFile(db, userId), proved: false, stopped: false, pending };
}

/** The customer's last booking's phone, else the profile's, when it is a US number. */
async function numberOnFile(db: Db | Tx, userId: string): Promise<string | null> {
  const [booked] = await db
    .select({ phone: bookings.customerPhone })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  const [profile] = await db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.userId, userId));
  for (const p of [booked?.phone, profile?.phone]) {
    const e164 = p ? toE164(p) : null;
    if (e164) return e164;
  }
  return null;
}

export type SetTextsResult =
  | { ok: true; choice: TextChoice }
  | { ok: false; reason: "texts-off" | "no-text-number" | "number-unproved" };

/**
 * The dashboard's switch: off in one tap; on again in one tap only to the number the customer
 * proved with a code. Any other number is proved first (send-phone-code.ts).
 */
export async function setTexts(
  db: Db,
  userId: string,
  input: { on: boolean },
  options: { now: Date; textsOn: boolean },
): Promise<SetTextsResult> {
  // The switch is shown only while texts are on; with them off there is nothing to switch.
  if (!options.textsOn) return { ok: false, reason: "texts-off" };
  if (!input.on) {
    await turnTextsOff(db, userId, "dashboard", options.now);
    return { ok: true, choice: await textChoice(db, userId) };
  }
  const choice = await textChoice(db, userId);
  if (!choice.phone) return { ok: false, reason: "no-text-number" };
  if (!choice.proved) return { ok: false, reason: "number-unproved" };
  await db
    .update(smsConsents)
    .set({ enabled: true, source: "dashboard", updatedAt: options.now })
    .where(eq(smsConsents.userId, userId));
  return { ok: true, choice: await textChoice(db, userId) };
}
