import { serviceTypeSchema } from "@/domain/pricing/service-type-schema";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "@/domain/validation/email";
import { z } from "@/domain/validation/zod";

// "Not in your area yet": a visitor leaves an email, a ZIP and the service, and is written to
// once when a crew there gets its first technician (src/server/waitlist).

export const WAITLIST_MESSAGES = {
  email: "Please enter a valid email address.",
  zip: "Please enter a 5-digit ZIP code.",
  service: "Please choose a service.",
  /** The ZIP is in no area we plan to serve (we cannot promise to write). */
  unknownZip: "We don't plan to work at that ZIP code yet. Please call us and we'll see what we can do.",
  /** A crew already works there: no waiting, the times are open. */
  served: "Our crews already work at that ZIP code: you can book a time now.",
} as const;

export const waitlistInputSchema = z.object({
  email: z
    .string({ error: WAITLIST_MESSAGES.email })
    .trim()
    .max(EMAIL_MAX_LENGTH, WAITLIST_MESSAGES.email)
    .regex(EMAIL_PATTERN, WAITLIST_MESSAGES.email)
    .transform((e) => e.toLowerCase()),
  zip: z
    .string({ error: WAITLIST_MESSAGES.zip })
    .trim()
    .max(10, WAITLIST_MESSAGES.zip)
    .regex(/^\d{5}(?:-\d{4})?$/, WAITLIST_MESSAGES.zip)
    .transform((z) => z.slice(0, 5)),
  serviceType: serviceTypeSchema({ error: WAITLIST_MESSAGES.service }),
  /** The honeypot: a person leaves it empty. */
  website: z.string().max(500).optional(),
});

export type WaitlistInput = z.infer<typeof waitlistInputSchema>;
