import { z } from "zod";
import type { BrandLook } from "@/domain/business/brand";
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
  /** The demo's identity (seeded with the embedded database's demo accounts), not the owner's. */
  demo: boolean;
  /**
   * False until an identity is saved: the pages then say the business is not set up yet and show
   * no phone, address or business structured data (never a made-up one, decision 0035).
   */
  setUp: boolean;
  /** The logo, colour, hours and time zone (decision 0041); absent: none saved. */
  look?: BrandLook;
}

/** What a page renders when no identity is saved (a fresh production install). */
export const NOT_SET_UP: BusinessIdentity = {
  brand: "Not set up yet",
  shortBrand: "Not set up yet",
  phone: "",
  phoneE164: "",
  email: "",
  address: { street: "", city: "", state: "", zip: "" },
  demo: false,
  setUp: false,
};

/** The fields /admin names as missing while nothing is saved. */
export function missingIdentityFields(who: BusinessIdentity): string[] {
  if (who.setUp) return [];
  return ["business name", "phone", "email", "postal address"];
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
export function identityOf(saved: BusinessIdentityInput, demo = false): BusinessIdentity {
  const e164 = toE164(saved.phone) ?? saved.phone;
  return {
    brand: saved.name,
    shortBrand: saved.name,
    phone: formatUsPhone(e164),
    phoneE164: e164,
    email: saved.email,
    address: { street: saved.street, city: saved.city, state: saved.state, zip: saved.zip },
    demo,
    setUp: true,
  };
}

/**
 * The From of every email: the business's name as the owner set it, at the sending address the
 * server is configured with (MAIL_FROM, whose domain the mail server vouches for). Before the
 * business is set up, MAIL_FROM as configured.
 */
export function mailFrom(configured: string, who: BusinessIdentity): string | { name: string; address: string } {
  if (!who.setUp) return configured;
  const address = /<([^<>]+)>\s*$/.exec(configured)?.[1] ?? configured.trim();
  return { name: who.brand, address };
}

/** A page title ending with the business's name, or the title alone before it is set up. */
export const titleWithBrand = (title: string, who: Pick<BusinessIdentity, "brand" | "setUp">) =>
  who.setUp ? `${title} | ${who.brand}` : title;

/** The business's name inside a sentence: "us" before it is set up. */
export const brandOrUs = (who: Pick<BusinessIdentity, "brand" | "setUp">) => (who.setUp ? who.brand : "us");

/** The blog's name: "The ClearVent Home Air Blog", "The Home Air Blog" before the business is set up. */
export const blogName = (who: Pick<BusinessIdentity, "shortBrand" | "setUp">) =>
  who.setUp ? `The ${who.shortBrand} Home Air Blog` : "The Home Air Blog";

/**
 * A sentence that offers the business's phone, or the one without it while no phone is set (a
 * fresh install before the owner's first save): never "call " with nothing after it.
 */
export const withPhone = (
  who: Pick<BusinessIdentity, "phone">,
  offer: (phone: string) => string,
  otherwise: string,
): string => (who.phone.trim() ? offer(who.phone) : otherwise);

/** An email's footer line: the name and phone as set, nothing made up before (no "Not set up yet"). */
export const footerLine = (who: Pick<BusinessIdentity, "brand" | "phone" | "setUp">): string =>
  [who.setUp ? who.brand : "", who.phone].filter((part) => part.trim() !== "").join(" · ");

/** A sentence that names the business, or the one without a name before it is set up (no "Not set up yet"). */
export const withBrand = (
  who: Pick<BusinessIdentity, "brand" | "shortBrand" | "setUp">,
  named: (brand: string, shortBrand: string) => string,
  otherwise: string,
): string => (who.setUp ? named(who.brand, who.shortBrand) : otherwise);
