import "server-only";
import { site } from "@/content/site";
import type { MailMessage } from "./mailer";

// These two go to whatever address was typed, before its owner has proven it is theirs: anyone
// can have us send them to a stranger. So they carry nothing the requester typed (no name, no
// greeting by name) except the link itself, which only our server makes.

export function verificationEmail(email: string, url: string): MailMessage {
  return {
    to: email,
    subject: `Verify your email for ${site.brand}`,
    text: [
      "Hello,",
      "",
      `Someone created an account with ${site.brand} using this email address. If it was you, please confirm this is your email address:`,
      "",
      url,
      "",
      "If you did not sign up, you can ignore this message.",
    ].join("\n"),
  };
}

export function passwordResetEmail(email: string, url: string): MailMessage {
  return {
    to: email,
    subject: `Reset your ${site.brand} password`,
    text: [
      "Hello,",
      "",
      "Someone asked to reset the password of your account. To choose a new one, open this link within an hour:",
      "",
      url,
      "",
      "Resetting signs you out on every device. If you did not ask for this, ignore this message: your password stays as it is.",
    ].join("\n"),
  };
}
