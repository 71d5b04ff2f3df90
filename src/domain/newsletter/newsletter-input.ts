import { z } from "@/domain/validation/zod";
import { NEWSLETTER_EMAIL, NEWSLETTER_NOTICES } from "./newsletter";

export const newsletterInputSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, NEWSLETTER_NOTICES.invalid.description)
    .regex(NEWSLETTER_EMAIL, NEWSLETTER_NOTICES.invalid.description)
    .transform((e) => e.toLowerCase()),
  source: z.string().max(50).optional(),
  website: z.string().max(500).optional(),
});
