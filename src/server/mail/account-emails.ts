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

export function passwordResetEmail(name: string, email: string, url: string): MailMessage {
  return {
    to: email,
    subject: `Reset your ${site.brand} password`,
    text: [
      `Hi ${name},`,
      "",
      "Someone asked to reset the password of your account. To choose a new one, open this link within an hour:",
      "",
      url,
      "",
      "Resetting signs you out on every device. If you did not ask for this, ignore this message: your password stays as it is.",
    ].join("\n"),
  };
}
