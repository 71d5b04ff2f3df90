import { HIDE_REASON_IDS } from "@/domain/reviews/hide-reasons";
import { z } from "@/domain/validation/zod";

// The rules of reviews (docs/decisions/0020): who is asked and when, what a review
// holds, how long it may be edited, what the public average counts and why a review may be
// hidden. Plain functions; the clock is an input.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const REVIEW_RULES = {
  /** Asked no sooner than this after the visit is finished. */
  delayHours: 2,
  /** Asked only in the daytime of the visit's zone: from this hour (inclusive)… */
  dayStartsAt: 9,
  /** …to this one (exclusive). */
  dayEndsAt: 20,
  /** A visit finished longer ago than this is not asked about any more (a server that was off). */
  askWithinDays: 14,
  /** At most one request per customer in this many days. */
  oncePerDays: 30,
  /** A request's link takes a first review for this long. */
  linkValidDays: 60,
  /** A review may be changed through its link for this long after it was first sent. */
  editDays: 7,
  textMax: 2000,
  replyMax: 2000,
} as const;

/** The hour (0-23) on the clock of `timeZone` at `at`. */
export function localHour(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(at);
  return Number(hour) % 24;
}

/**
 * Whether a finished visit's customer is to be asked now: the visit is completed (never a
 * cancelled one), finished at least `delayHours` ago and not more than `askWithinDays`, and it is
 * daytime where the visit was. Every customer is asked alike: nothing here looks at the visit's
 * report or at anything the customer said before.
 */
export function requestDue(visit: { status: string; finishedAt: Date; timeZone: string }, now: Date): boolean {
  if (visit.status !== "completed") return false;
  const since = now.getTime() - visit.finishedAt.getTime();
  if (since < REVIEW_RULES.delayHours * HOUR || since > REVIEW_RULES.askWithinDays * DAY) return false;
  const hour = localHour(now, visit.timeZone);
  return hour >= REVIEW_RULES.dayStartsAt && hour < REVIEW_RULES.dayEndsAt;
}

/** Whether a customer asked at `lastAskedAt` may be asked again at `now`. */
export function mayAskAgain(lastAskedAt: Date | null, now: Date): boolean {
  return !lastAskedAt || now.getTime() - lastAskedAt.getTime() >= REVIEW_RULES.oncePerDays * DAY;
}

export type LinkState = "open" | "editable" | "closed" | "expired";

/**
 * What a review link may do at `now`: take the first review (until `linkValidDays` after the
 * request), change it (until `editDays` after it was first sent), or nothing more.
 */
export function linkState(requestedAt: Date, firstSubmittedAt: Date | null, now: Date): LinkState {
  if (firstSubmittedAt)
    return now.getTime() - firstSubmittedAt.getTime() <= REVIEW_RULES.editDays * DAY ? "editable" : "closed";
  return now.getTime() - requestedAt.getTime() <= REVIEW_RULES.linkValidDays * DAY ? "open" : "expired";
}

export const REVIEW_MESSAGES = {
  rating: "Choose from 1 to 5 stars.",
  textTooLong: `Please keep it to ${REVIEW_RULES.textMax.toLocaleString("en-US")} characters.`,
  invisible: "This contains characters we cannot show. Please retype it.",
} as const;

// Controls other than line breaks and tabs, and the bidirectional overrides.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Free text a person writes (a review, the owner's reply): several lines, shown as text only. */
export function reviewText(max: number, tooLong: string) {
  return z
    .string()
    .max(max + 200, { error: tooLong, abort: true })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(max, { error: tooLong })
        .refine((v) => !INVISIBLE.test(v), { error: REVIEW_MESSAGES.invisible }),
    );
}

/** What the review page sends. The link's token names the visit; nothing else does. */
export const reviewInputSchema = z.object({
  token: z.string().min(10).max(200),
  rating: z.number({ error: REVIEW_MESSAGES.rating }).int({ error: REVIEW_MESSAGES.rating }).min(1).max(5),
  text: reviewText(REVIEW_RULES.textMax, REVIEW_MESSAGES.textTooLong).optional().default(""),
  showName: z.boolean().optional().default(false),
  photoConsent: z.boolean().optional().default(false),
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** How a review is signed on the site: the first name and city only if the customer chose so. */
export function reviewerLine(r: { showName: boolean; firstName: string | null; city: string | null }): string {
  if (r.showName && r.firstName) return r.city ? `${r.firstName}, ${r.city}` : r.firstName;
  return r.city ? `A customer in ${r.city}` : "A customer";
}

/** The public figures: every published review counts, whatever its rating. */
export function reviewSummary(ratings: readonly number[]): { count: number; average: number | null } {
  if (ratings.length === 0) return { count: 0, average: null };
  const sum = ratings.reduce((a, b) => a + b, 0);
  return { count: ratings.length, average: Math.round((sum / ratings.length) * 10) / 10 };
}

/** The page's order: reviews from the page's own area first, then the rest; newest first in each. */
export function orderForPage<T extends { serviceArea: string; createdAt: Date }>(
  reviews: readonly T[],
  area?: string,
): T[] {
  return [...reviews].sort(
    (a, b) =>
      Number(b.serviceArea === area) - Number(a.serviceArea === area) || b.createdAt.getTime() - a.createdAt.getTime(),
  );
}

export const MODERATION_MESSAGES = {
  reason: "Choose the policy reason for hiding it: personal data, profanity, off-topic or not a customer.",
  replyTooLong: `Please keep the reply to ${REVIEW_RULES.replyMax.toLocaleString("en-US")} characters.`,
  replyEmpty: "Write the reply first.",
} as const;

/** The owner's moderation steps; a hide without one of the policy reasons is refused. */
export const moderationSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("reply"),
    reply: reviewText(REVIEW_RULES.replyMax, MODERATION_MESSAGES.replyTooLong).refine((v) => v.length > 0, {
      error: MODERATION_MESSAGES.replyEmpty,
    }),
  }),
  z.object({ action: z.literal("hide"), reason: z.enum(HIDE_REASON_IDS, { error: MODERATION_MESSAGES.reason }) }),
  z.object({ action: z.literal("show") }),
]);

export type ModerationInput = z.infer<typeof moderationSchema>;
