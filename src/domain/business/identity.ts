import { z } from "zod";
import { formatUsPhone, toE164 } from "@/domain/sms/phone";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "@/domain/validation/email";
import { singleLine } from "@/domain/validation/single-line";

// The business's identity as the pages show it: the header, the footer and the structured data
// of every page read it when they render (decision 0035).

export interface BusinessIdentity {
  /** The full name, "ClearVent Air Duct Cleaning". */
  brand: string;
  /** What the header shows beside the mark. */
  shortBrand: string;
  /** As a US reader writes it, "(415) 555-0134". */
  phone: string;
  phoneE164: string;
  email: string;
  address: { street: string; city: string; state: string; zip: string };
  /** The built-in identity (the demo's), not one the owner set. */
  demo: boolean;
}

const required = (what: string) => `Enter the ${what}.`;

/** What the owner types in /admin/settings; every field is one line with a limit. */
export const businessIdentityInputSchema = z
  .object({
    name: singleLine(80, "Keep the business name to 80 characters.").pipe(z.string().min(2, required("business name"))),
    phone: z
      .string()
      .trim()
      .max(40, "Enter a US phone number, like (415) 555-0134.")
      .refine((p) => toE164(p) !== null, "Enter a US phone number, like (415) 555-0134."),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, "That email address is too long.")
      .refine(isEmailAddress, "Enter an email address, like hello@example.com."),
    street: singleLine(120, "Keep the street to 120 characters.").pipe(z.string().min(3, required("street address"))),
    city: singleLine(60, "Keep the city to 60 characters.").pipe(z.string().min(2, required("city"))),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "Enter the state's two letters, like CA."),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "Enter a ZIP code, like 94103."),
  })
  .strict();

export type BusinessIdentityInput = z.infer<typeof businessIdentityInputSchema>;

/** The pages' identity from what the owner saved (already validated). */
export function identityOf(saved: BusinessIdentityInput): BusinessIdentity {
  const e164 = toE164(saved.phone) ?? saved.phone;
  return {
    brand: saved.name,
    shortBrand: saved.name,
    phone: formatUsPhone(e164),
    phoneE164: e164,
    email: saved.email,
    address: { street: saved.street, city: saved.city, state: saved.state, zip: saved.zip },
    demo: false,
  };
}
