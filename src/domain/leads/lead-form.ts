import { EMAIL_PATTERN } from "@/domain/validation/email";
export interface Notice {
  title: string;
  description: string;
}

/** docs/product.md#input-rules, in the order they are checked. */
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

/** The product's one email pattern (one mailbox, never a list). */
export { EMAIL_PATTERN };

export function phoneDigits(phone: string): string {
  return phone.replace(/[\s\-()]/g, "");
}

export type LeadField = "fullName" | "phone" | "email";

/** The first problem with the contact fields, in the order of docs/product.md#input-rules, or null. */
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
