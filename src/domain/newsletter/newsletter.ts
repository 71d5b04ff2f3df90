import { z } from "zod";

export const NEWSLETTER_NOTICES = {
  invalid: { title: "Invalid email", description: "Please enter a valid email address." },
  success: { title: "Subscribed!", description: "Thanks for joining our newsletter." },
  failure: { title: "Something went wrong", description: "Please try again later." },
} as const;

/** SPEC.md: a loose pattern of text, @, text, dot, text. */
export const NEWSLETTER_EMAIL = /^\S+@\S+\.\S+$/;

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
