import "server-only";
import { serviceLabel } from "./booking-words";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";
import type { DueReminderFacts } from "./templates/due-reminder";

/** "You're due" (decision 0039), with the one-tap unsubscribe also as List-Unsubscribe. */
export async function dueReminderEmail(
  input: DueReminderFacts & { to: string; listUnsubscribe: string },
): Promise<MailMessage> {
  const { to, listUnsubscribe, ...due } = input;
  return {
    to,
    subject: `You're due for your ${serviceLabel(due.serviceType)}`,
    listUnsubscribe,
    ...(await renderEmail("DueReminder", { due })),
  };
}
