import "server-only";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { serviceLabel } from "./booking-words";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";
import type { NextVisit } from "./templates/next-visit";

/** The next visit of a series, proposed with a one-click booking link and the series' price. */
export async function nextVisitEmail(input: NextVisit & { to: string }): Promise<MailMessage> {
  const { to, ...visit } = input;
  return {
    to,
    subject: `Time for your next ${serviceLabel(visit.serviceType)}: ${formatDateLong(visit.suggestedDate)}`,
    ...(await renderEmail("NextVisitProposal", { visit })),
  };
}
