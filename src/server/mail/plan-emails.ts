import "server-only";
import { formatCents } from "@/domain/payments/invoice";
import { formatDateLong } from "@/domain/scheduling/schedule";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";

/** The page that opens Stripe's card form for a membership (a Checkout link expires; ours does not). */
export const updateCardPath = (membershipId: string) => `/customer-dashboard/plan/${membershipId}/card`;

/** A declined renewal: the amount, the next try or the pause, and the update-card link. */
export async function planPaymentFailedEmail(
  charge: { membershipId: string; planName: string; amountCents: number; retryOn: string | null },
  to: string,
  origin: string,
): Promise<MailMessage> {
  return {
    to,
    subject: charge.retryOn
      ? `Card declined for your ${charge.planName}: please update it`
      : `Your ${charge.planName} is paused: please update your card`,
    ...(await renderEmail("PlanPaymentFailed", {
      planName: charge.planName,
      amountCents: charge.amountCents,
      retryOn: charge.retryOn,
      link: new URL(updateCardPath(charge.membershipId), origin).toString(),
    })),
  };
}

/** The owner's notice of a plan paused after its last declined try: who, what, and where to look. */
export function planPausedOwnerNotice(
  member: { name: string; email: string; planName: string; amountCents: number; firstDeclinedOn: string },
  to: string,
  origin: string,
): MailMessage {
  return {
    to,
    subject: `Plan paused: ${member.name}, ${member.planName}`,
    text: [
      `${member.name}'s card was declined three times for ${formatCents(member.amountCents)} (first on ${formatDateLong(member.firstDeclinedOn)}); the plan is paused.`,
      "They were emailed a link to update the card; a saved card is charged at once.",
      "",
      `Customer: ${member.name} <${member.email}>`,
      `Plans:    ${new URL("/admin/plans", origin).toString()}`,
    ].join("\n"),
  };
}
