import { LIMITS } from "@/domain/pricing/quote-math";
import { serviceTypeSchema } from "@/domain/pricing/service-type-schema";
import { PAGE_TYPES } from "@/domain/seo/page-type";
import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";
import { ADDRESS_NOT_PROVIDED, EMAIL_PATTERN, LEAD_NOTICES, phoneDigits } from "./lead-form";

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
  fullName: singleLine(200, "Name is too long.").min(1, LEAD_NOTICES.nameRequired.description),
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
  serviceType: serviceTypeSchema({ error: "Choose a service type." }),
  bedrooms: count("Bedrooms", LIMITS.bedrooms),
  bathrooms: count("Bathrooms", LIMITS.bathrooms),
  squareFeet: count("Square feet", LIMITS.squareFeet),
  address: singleLine(300, "Address is too long.")
    .optional()
    .transform((a) => a || ADDRESS_NOT_PROVIDED),
  pageUrl: z.string().max(2000).optional(),
  pageType: z.enum(PAGE_TYPES).default("other"),
  marketingConsent: z.boolean().default(false),
  /** Honeypot: people never see this field; bots fill it. */
  website: z.string().max(2000).optional(),
});

export type LeadInput = z.infer<typeof leadInputSchema>;
