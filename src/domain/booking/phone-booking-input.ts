import { z } from "@/domain/validation/zod";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "../validation/email";
import { singleLine } from "../validation/single-line";
import { bookingInputSchema } from "./booking-input";
import { OFFICE_REASON_MAX, officeLinesSchema } from "./office-lines";

// What the owner's "New booking" form sends (decision 0031): who (a customer picked from the list,
// or a caller typed in), the booking exactly as the website's form sends it, the owner's own
// lines, and, for a time the website does not offer, why.

const newCaller = z
  .object({
    kind: z.literal("new"),
    name: singleLine(100, "The name is limited to 100 characters.", "Please enter the caller's name.").min(
      2,
      "Please enter the caller's name.",
    ),
    email: z
      .string({ error: "Please enter the caller's email." })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH, "The email is too long.")
      .refine(isEmailAddress, "Please enter an email address like name@example.com."),
  })
  .strict();

const existing = z.object({ kind: z.literal("existing"), id: z.string().trim().min(1).max(64) }).strict();

export const phoneBookingInputSchema = z
  .object({
    customer: z.discriminatedUnion("kind", [existing, newCaller], { error: "Pick a customer or type the caller." }),
    booking: bookingInputSchema,
    lines: officeLinesSchema,
    /** Present when the time is not one the website offers: the owner's reason, recorded. */
    override: z
      .object({
        reason: singleLine(
          OFFICE_REASON_MAX,
          `The reason is limited to ${OFFICE_REASON_MAX} characters.`,
          "Say why this time, outside the open ones.",
        ).min(3, "Say why this time, outside the open ones."),
      })
      .strict()
      .nullish(),
    /**
     * The plan decision the form showed the price with (decision 0044, amended): included or not,
     * and the member discount; null for none. The booking is refused if it changed meanwhile.
     * Left out, the booking is priced as the server decides (a caller that says nothing).
     */
    expectedPlan: z
      .object({ included: z.boolean(), discountBps: z.number().int().min(0).max(10_000) })
      .strict()
      .nullish(),
  })
  .strict();

export type PhoneBookingInput = z.infer<typeof phoneBookingInputSchema>;
