import "server-only";
import { blogName } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";

export async function newsletterConfirmEmail(to: string, url: string): Promise<MailMessage> {
  return {
    to,
    subject: `Confirm your subscription to ${blogName(pageIdentity())}`,
    ...(await renderEmail("NewsletterConfirm", { url })),
  };
}

export async function newsletterWelcomeEmail(to: string, unsubscribe: string): Promise<MailMessage> {
  return {
    to,
    subject: `You're subscribed to ${blogName(pageIdentity())}`,
    ...(await renderEmail("NewsletterWelcome", { unsubscribe })),
  };
}
