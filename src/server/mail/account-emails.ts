import "server-only";
import { withBrand } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";

// These go to whatever address was typed, before its owner has proven it is theirs: anyone can
// have us send them to a stranger. So they carry nothing the requester typed (no name, no greeting
// by name) except the link itself, which only our server makes.

export async function verificationEmail(email: string, url: string): Promise<MailMessage> {
  return {
    to: email,
    subject: withBrand(pageIdentity(), (brand) => `Verify your email for ${brand}`, "Verify your email"),
    ...(await renderEmail("Verification", { url })),
  };
}

export async function passwordResetEmail(email: string, url: string): Promise<MailMessage> {
  return {
    to: email,
    subject: withBrand(pageIdentity(), (brand) => `Reset your ${brand} password`, "Reset your password"),
    ...(await renderEmail("PasswordReset", { url })),
  };
}

/** The owner's invitation to a technician: a link to set a password (better-auth's reset token). */
export async function technicianInviteEmail(
  email: string,
  crewName: string,
  url: string,
  validDays: number,
): Promise<MailMessage> {
  return {
    to: email,
    subject: withBrand(
      pageIdentity(),
      (_, shortBrand) => `Set your password: you are invited to ${shortBrand}'s crew app`,
      "Set your password: you are invited to the crew app",
    ),
    ...(await renderEmail("TechnicianInvite", { crewName, url, validDays })),
  };
}

/** The owner's invitation to a customer to set a password for their existing account. */
export async function customerInviteEmail(email: string, url: string, validDays: number): Promise<MailMessage> {
  return {
    to: email,
    subject: withBrand(pageIdentity(), (brand) => `Set your password for ${brand}`, "Set your password"),
    ...(await renderEmail("CustomerInvite", { url, validDays })),
  };
}
