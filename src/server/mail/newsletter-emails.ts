import "server-only";
import { site } from "@/content/site";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";

export async function newsletterConfirmEmail(to: string, url: string): Promise<MailMessage> {
  return {
    to,
    subject: `Confirm your subscription to ${site.blogName}`,
    ...(await renderEmail("NewsletterConfirm", { url })),
  };
}

export async function newsletterWelcomeEmail(to: string, unsubscribe: string): Promise<MailMessage> {
  return {
    to,
    subject: `You're subscribed to ${site.blogName}`,
    ...(await renderEmail("NewsletterWelcome", { unsubscribe })),
  };
}
