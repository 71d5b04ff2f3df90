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

/**
 * The owner's invitation to a technician: a link to set a password (better-auth's reset token).
 * The address is not proven yet, so nothing the owner typed (the name) is in it, only the crew.
 */
export function technicianInviteEmail(email: string, crewName: string, url: string, validDays: number): MailMessage {
  return {
    to: email,
    subject: `Set your password: you are invited to ${site.shortBrand}'s crew app`,
    text: [
      "Hello,",
      "",
      `You have been added to ${crewName} at ${site.brand}. Set your password to see your crew's jobs on your phone:`,
      "",
      url,
      "",
      `The link works once, within ${validDays} days. Then sign in with this email address and your password.`,
      "",
      `If you did not expect this, ignore this message, or call ${site.phone}.`,
    ].join("\n"),
  };
}
