import "server-only";
import { site } from "@/content/site";
import type { MailMessage } from "./mailer";

export function verificationEmail(name: string, email: string, url: string): MailMessage {
  return {
    to: email,
    subject: `Verify your email for ${site.brand}`,
    text: [
      `Hi ${name},`,
      "",
      `Thanks for creating an account with ${site.brand}. Please confirm this is your email address:`,
      "",
      url,
      "",
      "If you did not sign up, you can ignore this message.",
    ].join("\n"),
  };
}
