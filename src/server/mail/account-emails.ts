import "server-only";
import { site } from "@/content/site";
import { renderHtml } from "./booking-emails";
import type { MailMessage } from "./mailer";

// These two go to whatever address was typed, before its owner has proven it is theirs: anyone
// can have us send them to a stranger. So they carry nothing the requester typed (no name, no
// greeting by name) except the link itself, which only our server makes.

// HTML like the booking emails (a heading, a button, the same footer), with the plain text kept.

export function verificationEmail(email: string, url: string): MailMessage {
  const intro = `Someone created an account with ${site.brand} using this email address. If it was you, please confirm this is your email address.`;
  const after = "If you did not sign up, you can ignore this message.";
  return {
    to: email,
    subject: `Verify your email for ${site.brand}`,
    text: ["Hello,", "", `${intro.slice(0, -1)}:`, "", url, "", after].join("\n"),
    html: renderHtml({
      heading: "Confirm your email address",
      intro: ["Hello,", intro],
      rows: [],
      links: [{ text: "Confirm my email", href: url }],
      sections: [{ title: "Not you?", paragraphs: [after] }],
    }),
  };
}

export function passwordResetEmail(email: string, url: string): MailMessage {
  const intro =
    "Someone asked to reset the password of your account. To choose a new one, open this link within an hour.";
  const after =
    "Resetting signs you out on every device. If you did not ask for this, ignore this message: your password stays as it is.";
  return {
    to: email,
    subject: `Reset your ${site.brand} password`,
    text: ["Hello,", "", `${intro.slice(0, -1)}:`, "", url, "", after].join("\n"),
    html: renderHtml({
      heading: "Choose a new password",
      intro: ["Hello,", intro],
      rows: [],
      links: [{ text: "Choose a new password", href: url }],
      sections: [{ title: "Not you?", paragraphs: [after] }],
    }),
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
