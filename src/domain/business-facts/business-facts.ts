import { site } from "@/content/site";
import { offerEndSchema } from "@/domain/offers/offer-end";
import { FIRST_BOOKABLE_DAY_OFFSET } from "@/domain/scheduling/earliest-visit";
import { localDate } from "@/domain/scheduling/schedule";
import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";

// The claims the site makes about the business (insured, licensed, a member of an association,
// in business since, emergency service, same-day visits) are facts only the owner can vouch for.
// They are stored, set in /admin, and a claim that is not set is shown nowhere: a fresh install
// claims nothing (docs/decisions/0020).

export interface BusinessFacts {
  insured: boolean;
  /** Shown beside "Insured" when given. */
  insurerName: string | null;
  /** As the licensing board writes it, e.g. "CSLB #1098765". */
  licenseNumber: string | null;
  associationName: string | null;
  foundedYear: number | null;
  /** Off unless both a phone and the hours it is answered are given. */
  emergency: { phone: string; hours: string } | null;
  sameDay: boolean;
  /** Where a customer who just left a review may also review the business on Google. */
  googleReviewUrl: string | null;
  /** The last day (local, "YYYY-MM-DD") of the home page's offers, the same for everyone; null: no end date. */
  offerEndsOn: string | null;
}

export const NO_FACTS: BusinessFacts = {
  insured: false,
  insurerName: null,
  licenseNumber: null,
  associationName: null,
  foundedYear: null,
  emergency: null,
  sameDay: false,
  googleReviewUrl: null,
  offerEndsOn: null,
};

/** Same-day visits may be claimed only when the booking form can offer a visit today. */
export const SAME_DAY_POSSIBLE = FIRST_BOOKABLE_DAY_OFFSET <= 0;

export const FACTS_MESSAGES = {
  sameDay: "Same-day visits cannot be claimed: the booking form offers the first visit from tomorrow.",
  emergencyIncomplete: "Emergency service needs both the phone number and the hours it is answered.",
  insurerWithoutInsured: "Tick “Insured” to name the insurer.",
  googleUrl: "Give the https:// address of your Google review page (g.page, google.com or maps.app.goo.gl).",
  foundedYear: "Give the year the business started, e.g. 2012.",
} as const;

const optionalLine = (max: number, label: string) =>
  singleLine(max, `${label} can be at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const GOOGLE_HOSTS = /^(?:www\.)?(?:google\.[a-z.]{2,10}|g\.page|maps\.app\.goo\.gl|goo\.gl|search\.google\.com)$/i;

/** Whether a URL is an https address on one of Google's review hosts (no credentials, no port). */
export function isGoogleReviewUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && !url.username && !url.password && !url.port && GOOGLE_HOSTS.test(url.hostname);
}

/** The owner's form, as the server checks it (a year after this one: `foundedYearProblem`). */
export const factsInputSchema = z
  .object({
    insured: z.boolean(),
    insurerName: optionalLine(80, "The insurer's name"),
    licenseNumber: optionalLine(60, "The license number"),
    associationName: optionalLine(80, "The association's name"),
    foundedYear: z
      .number({ error: FACTS_MESSAGES.foundedYear })
      .int({ error: FACTS_MESSAGES.foundedYear })
      .min(1900, { error: FACTS_MESSAGES.foundedYear })
      .max(2100, { error: FACTS_MESSAGES.foundedYear })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    emergencyOn: z.boolean(),
    emergencyPhone: optionalLine(30, "The emergency phone"),
    emergencyHours: optionalLine(60, "The emergency hours"),
    sameDay: z.boolean(),
    googleReviewUrl: z
      .string()
      .trim()
      .max(300, { error: "The Google review address can be at most 300 characters.", abort: true })
      .refine((v) => v === "" || isGoogleReviewUrl(v), { error: FACTS_MESSAGES.googleUrl })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    offerEndsOn: offerEndSchema,
  })
  .superRefine((v, ctx) => {
    if (v.sameDay && !SAME_DAY_POSSIBLE)
      ctx.addIssue({ code: "custom", path: ["sameDay"], message: FACTS_MESSAGES.sameDay });
    if (v.emergencyOn && (!v.emergencyPhone || !v.emergencyHours))
      ctx.addIssue({
        code: "custom",
        path: [v.emergencyPhone ? "emergencyHours" : "emergencyPhone"],
        message: FACTS_MESSAGES.emergencyIncomplete,
      });
    if (v.insurerName && !v.insured)
      ctx.addIssue({ code: "custom", path: ["insured"], message: FACTS_MESSAGES.insurerWithoutInsured });
  });

export type FactsInput = z.infer<typeof factsInputSchema>;

/** A business cannot have started in a year still to come (the year in the business's zone). */
export function foundedInFuture(foundedYear: number | null, now: Date): boolean {
  return foundedYear !== null && foundedYear > Number(localDate(now, site.timeZone).slice(0, 4));
}

/** The stored facts a valid form means (emergency details are kept only while it is on). */
export function factsFromInput(input: FactsInput): BusinessFacts {
  return {
    insured: input.insured,
    insurerName: input.insured ? input.insurerName : null,
    licenseNumber: input.licenseNumber,
    associationName: input.associationName,
    foundedYear: input.foundedYear,
    emergency:
      input.emergencyOn && input.emergencyPhone && input.emergencyHours
        ? { phone: input.emergencyPhone, hours: input.emergencyHours }
        : null,
    sameDay: input.sameDay && SAME_DAY_POSSIBLE,
    googleReviewUrl: input.googleReviewUrl,
    offerEndsOn: input.offerEndsOn,
  };
}

export interface Claim {
  id: "insured" | "license" | "association" | "since" | "emergency" | "same-day";
  text: string;
}

/** The claims the site shows, in one order everywhere; nothing that is not set. */
export function claimsOf(facts: BusinessFacts): Claim[] {
  const claims: Claim[] = [];
  if (facts.insured)
    claims.push({
      id: "insured",
      text: facts.insurerName ? `Insured (${facts.insurerName})` : "Insured",
    });
  if (facts.licenseNumber) claims.push({ id: "license", text: `License ${facts.licenseNumber}` });
  if (facts.associationName) claims.push({ id: "association", text: `Member of ${facts.associationName}` });
  if (facts.foundedYear) claims.push({ id: "since", text: `In business since ${facts.foundedYear}` });
  if (facts.sameDay) claims.push({ id: "same-day", text: "Same-day visits" });
  if (facts.emergency)
    claims.push({
      id: "emergency",
      text: `Emergency service: ${facts.emergency.phone} (${facts.emergency.hours})`,
    });
  return claims;
}
