import { z } from "../validation/zod";

/** The fields of Twilio's inbound-message webhook the product reads; the rest are ignored. */
export const inboundTextSchema = z.object({
  From: z
    .string()
    .trim()
    .min(1, "From is missing.")
    .max(40, "From is limited to 40 characters.")
    .regex(/^[+\d\s().-]+$/, "From is not a phone number."),
  // One text is at most 1,600 characters (ten segments, Twilio's limit for a concatenated one).
  // PostgreSQL stores no NUL; no phone sends one.
  Body: z
    .string()
    .max(1600, "Body is limited to 1600 characters.")
    .refine((b) => !b.includes("\u0000"), "Body holds a NUL character.")
    .default(""),
});
