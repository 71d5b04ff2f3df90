import { z } from "zod";
import { LIMITS, SERVICE_TYPES } from "@/domain/pricing/pricing";
import { PAGE_TYPES } from "@/domain/seo/page-type";

export interface Notice {
  title: string;
  description: string;
}

/** SPEC.md section 5, in the order they are checked. */
export const LEAD_NOTICES = {
  nameRequired: { title: "Full name required", description: "Please enter your full name to get instant pricing." },
  phoneRequired: {
    title: "Phone number required",
    description: "Please enter your phone number to get instant pricing.",
  },
  emailRequired: { title: "Email required", description: "Please enter your email address to get instant pricing." },
  emailInvalid: { title: "Invalid email", description: "Please enter a valid email address." },
  phoneInvalid: { title: "Invalid phone number", description: "Please enter a valid phone number." },
} as const satisfies Record<string, Notice>;

export const ADDRESS_NOT_PROVIDED = "Address not provided";

/** Text, an @, text, a dot and text, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function phoneDigits(phone: string): string {
  return phone.replace(/[\s\-()]/g, "");
}

export type LeadField = "fullName" | "phone" | "email";

/** The first problem with the contact fields, in SPEC.md's order, or null. */
export function firstContactProblem(input: Record<LeadField, string>): { field: LeadField; notice: Notice } | null {
  const fullName = input.fullName.trim();
  const phone = input.phone.trim();
  const email = input.email.trim();
  if (!fullName) return { field: "fullName", notice: LEAD_NOTICES.nameRequired };
  if (!phone) return { field: "phone", notice: LEAD_NOTICES.phoneRequired };
  if (!email) return { field: "email", notice: LEAD_NOTICES.emailRequired };
  if (!EMAIL_PATTERN.test(email)) return { field: "email", notice: LEAD_NOTICES.emailInvalid };
  if (phoneDigits(phone).length < 10) return { field: "phone", notice: LEAD_NOTICES.phoneInvalid };
  return null;
}

const count = (name: string, limit: { min: number; max: number }) =>
  z
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(limit.min, `${name} must be at least ${limit.min}.`)
    .max(limit.max, `${name} must be at most ${limit.max}.`);

/**
 * What the server accepts for a lead. Prices are not part of it: the server computes its own.
 * Unknown keys (a tampered price among them) are dropped.
 */
export const leadInputSchema = z.object({
  sessionId: z.string().max(100).optional(),
  fullName: z.string().trim().min(1, LEAD_NOTICES.nameRequired.description).max(200, "Name is too long."),
  phone: z
    .string()
    .trim()
    .min(1, LEAD_NOTICES.phoneRequired.description)
    .max(40, "Phone number is too long.")
    .refine((p) => phoneDigits(p).length >= 10, LEAD_NOTICES.phoneInvalid.description),
  email: z
    .string()
    .trim()
    .min(1, LEAD_NOTICES.emailRequired.description)
    .max(254, "Email is too long.")
    .regex(EMAIL_PATTERN, LEAD_NOTICES.emailInvalid.description),
  serviceType: z.enum(SERVICE_TYPES, { error: "Choose a service type." }),
  bedrooms: count("Bedrooms", LIMITS.bedrooms),
  bathrooms: count("Bathrooms", LIMITS.bathrooms),
  squareFeet: count("Square feet", LIMITS.squareFeet),
  address: z
    .string()
    .trim()
    .max(300, "Address is too long.")
    .optional()
    .transform((a) => a || ADDRESS_NOT_PROVIDED),
  pageUrl: z.string().max(2000).optional(),
  pageType: z.enum(PAGE_TYPES).default("other"),
  marketingConsent: z.boolean().default(false),
  /** Honeypot: people never see this field; bots fill it. */
  website: z.string().max(2000).optional(),
});

export type LeadInput = z.infer<typeof leadInputSchema>;
