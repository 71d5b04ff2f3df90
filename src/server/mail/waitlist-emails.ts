import "server-only";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";

export async function waitlistOpenEmail(to: string, areaName: string, url: string): Promise<MailMessage> {
  return {
    to,
    subject: `Our crews now work in ${areaName}`,
    ...(await renderEmail("WaitlistOpen", { areaName, url })),
  };
}
