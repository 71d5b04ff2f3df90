export const NEWSLETTER_NOTICES = {
  invalid: { title: "Invalid email", description: "Please enter a valid email address." },
  success: { title: "Subscribed!", description: "Thanks for joining our newsletter." },
  failure: { title: "Something went wrong", description: "Please try again later." },
} as const;

/** The product's one email pattern (one mailbox, never a list). */
export { EMAIL_PATTERN as NEWSLETTER_EMAIL } from "@/domain/validation/email";
