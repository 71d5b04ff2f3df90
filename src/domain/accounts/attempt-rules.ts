// Per-account limits, counted in the database so every app process shares them. Each is a fixed
// window that opens with the first attempt: over `max` attempts within it are refused until it
// ends. Time-limited on purpose: a stranger who spends five wrong guesses on the owner's address
// locks it for 15 minutes, never for good (and a password reset by email clears the lock).

export interface AttemptRule {
  /** Names the counter; part of its storage key. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** Sign-in attempts per email address, whatever address they come from. */
export const SIGN_IN_PER_ACCOUNT: AttemptRule = { name: "sign-in", max: 5, windowSeconds: 15 * 60 };
/** Password-reset emails per address. */
export const RESET_EMAILS_PER_ACCOUNT: AttemptRule = { name: "reset-email", max: 3, windowSeconds: 60 * 60 };
/** Verification emails re-requested per address. */
export const VERIFICATION_EMAILS_PER_ACCOUNT: AttemptRule = {
  name: "verification-email",
  max: 3,
  windowSeconds: 60 * 60,
};

export interface AttemptDecision {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/** The decision for the `count`-th attempt of a window that ends at `windowEnd`. */
export function decideAttempt(rule: AttemptRule, count: number, windowEnd: Date, now: Date): AttemptDecision {
  if (count <= rule.max) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000)) };
}

/** Minutes, rounded up, for a message ("try again in 12 minutes"). */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
}
