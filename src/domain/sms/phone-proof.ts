import { z } from "../validation/zod";
import { toE164 } from "./phone";
import { toGsm7 } from "./segments";
import { fitText } from "./texts";

// Proof that a number belongs to the person who asks for texts at it (decision 0022):
// a one-time code texted to the number and typed back. The limits are named here once; the
// server enforces them (src/server/sms/phone-proof.ts) and docs/security.md lists them.
export const PHONE_PROOF = {
  /** Digits in a code. */
  codeDigits: 6,
  /** A code is good for this long after it is sent. */
  codeTtlMs: 10 * 60_000,
  /** Wrong codes for one number (across accounts) before the number is locked. */
  maxWrongTries: 5,
  /** How long a number stays locked after the last allowed wrong code. */
  lockMs: 60 * 60_000,
  /** Codes texted to one number in any 24 hours, whoever asks. */
  codeSendsPerNumberPerDay: 3,
  /** Codes one account may have texted in any 24 hours, to any numbers. */
  codeSendsPerAccountPerDay: 5,
  /** Texts of any kind to one number in any 24 hours, across all accounts. */
  textsPerNumberPerDay: 10,
} as const;

/** The outbox kind of a code text (src/domain/outbox/outbox.ts). */
export const PHONE_CODE_KIND = "sms-phone-code";

export const DAY_MS = 24 * 60 * 60_000;

/** How a number was proved, stored beside the consent it made. */
export type ProofMethod = "code" | "reply-yes";

export const phoneProofSendSchema = z
  .object({
    phone: z
      .string()
      .trim()
      .max(40, "A phone number is at most 40 characters.")
      .refine((p) => toE164(p) !== null, "Enter a US mobile number, like (415) 555-0134."),
  })
  .strict();

export const phoneProofConfirmSchema = z
  .object({
    code: z
      .string()
      .trim()
      .max(20, "The code is 6 digits.")
      .regex(/^\d{6}$/, "Type the 6 digits we texted you."),
  })
  .strict();

/** The code's text: the brand, the code and what it is for; nothing anyone typed. */
export function phoneCodeText(brand: string, code: string): string {
  const minutes = PHONE_PROOF.codeTtlMs / 60_000;
  return fitText(
    toGsm7(
      `${brand}: your code is ${code}. Type it on our site to get texts about your visits. It ends in ${minutes} minutes. Did not ask? Ignore this text.`,
    ),
  );
}
