import "server-only";
import { createElement } from "react";
import { site } from "@/content/site";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";
import { NewsletterConfirm, NewsletterWelcome } from "./templates/newsletter";

export async function newsletterConfirmEmail(to: string, url: string): Promise<MailMessage> {
  return {
    to,
    subject: `Confirm your subscription to ${site.blogName}`,
    ...(await renderEmail(createElement(NewsletterConfirm, { url }))),
  };
}

export async function newsletterWelcomeEmail(to: string, unsubscribe: string): Promise<MailMessage> {
  return {
    to,
    subject: `You're subscribed to ${site.blogName}`,
    ...(await renderEmail(createElement(NewsletterWelcome, { unsubscribe }))),
  };
}
