import "server-only";
import { desc, eq } from "drizzle-orm";
import { toE164 } from "@/domain/sms/phone";
import { SMS_CONSENT } from "@/domain/sms/texts";
import type { Db } from "@/server/db/client";
import { bookings, profiles, smsConsents, smsOptOuts } from "@/server/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type ConsentSource = "booking" | "dashboard";

export interface TextChoice {
  /** What the customer sees: texts go to `phone` when on. */
  on: boolean;
  phone: string | null;
  /** The number replied STOP: nothing goes until it replies START, whatever `on` says. */
  stopped: boolean;
}

/**
 * Records the customer's choice about texts, with the exact wording and its version when they
 * agree. Turning texts off keeps the record of the consent once given (when and to what), only
 * `enabled` changes. Call inside the use case's transaction (the booking) or on its own.
 */
export async function recordTextConsent(
  tx: Db | Tx,
  userId: string,
  choice: { on: true; phone: string } | { on: false },
  source: ConsentSource,
  now: Date,
): Promise<void> {
  if (!choice.on) {
    await tx.update(smsConsents).set({ enabled: false, source, updatedAt: now }).where(eq(smsConsents.userId, userId));
    return;
  }
  const given = {
    phone: choice.phone,
    enabled: true,
    consentTextVersion: SMS_CONSENT.version,
    consentText: SMS_CONSENT.text,
    source,
    consentAt: now,
    updatedAt: now,
  };
  await tx
    .insert(smsConsents)
    .values({ userId, ...given })
    .onConflictDoUpdate({ target: smsConsents.userId, set: given });
}

export async function textChoice(db: Db | Tx, userId: string): Promise<TextChoice> {
  const [row] = await db
    .select({ consent: smsConsents, stopped: smsOptOuts.phone })
    .from(smsConsents)
    .leftJoin(smsOptOuts, eq(smsOptOuts.phone, smsConsents.phone))
    .where(eq(smsConsents.userId, userId));
  if (row) return { on: row.consent.enabled, phone: row.consent.phone, stopped: row.stopped !== null };
  return { on: false, phone: await numberOnFile(db, userId), stopped: false };
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

export type SetTextsResult = { ok: true; choice: TextChoice } | { ok: false; reason: "texts-off" | "no-text-number" };

/**
 * The dashboard's switch: on (to the number agreed before, else the last booking's or the
 * profile's) or off, in one tap.
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
    await recordTextConsent(db, userId, { on: false }, "dashboard", options.now);
    return { ok: true, choice: await textChoice(db, userId) };
  }
  const { phone } = await textChoice(db, userId);
  if (!phone) return { ok: false, reason: "no-text-number" };
  await recordTextConsent(db, userId, { on: true, phone }, "dashboard", options.now);
  return { ok: true, choice: await textChoice(db, userId) };
}
