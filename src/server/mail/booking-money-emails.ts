import "server-only";
import { formatCents } from "@/domain/payments/invoice";
import { formatDateLong, formatTime } from "@/domain/scheduling/schedule";
import { serviceLabel } from "./booking-words";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";

interface Visit {
  serviceType: string;
  appointmentDate: string;
  appointmentTime: string;
}

const when = (v: Visit) => `${formatDateLong(v.appointmentDate)} at ${formatTime(v.appointmentTime)}`;

/** The time went while the customer paid the deposit (or saved a card): nothing booked, the deposit back. */
export async function checkoutRefusedEmail(
  visit: Visit,
  money: { depositCents: number },
  to: string,
  origin: string,
): Promise<MailMessage> {
  const deposit = money.depositCents > 0;
  return {
    to,
    subject: deposit
      ? `Not booked, deposit refunded: ${serviceLabel(visit.serviceType)} on ${formatDateLong(visit.appointmentDate)}`
      : `Not booked: ${serviceLabel(visit.serviceType)} on ${formatDateLong(visit.appointmentDate)}`,
    ...(await renderEmail("BookingMoney", {
      heading: "That time was taken",
      paragraphs: [
        `While you were on the payment page, ${when(visit)} was booked by someone else, so your visit is not booked.`,
        deposit
          ? `Your deposit of ${formatCents(money.depositCents)} is refunded in full to your card; banks take 5 to 10 days to show it.`
          : "Your saved card was not charged and will not be.",
        "Please pick another time: the booking page shows the ones still open.",
      ],
      facts: [
        ["Service", serviceLabel(visit.serviceType)],
        ["Time asked", when(visit)],
        ...(deposit ? ([["Refunded", formatCents(money.depositCents)]] as [string, string][]) : []),
      ],
      link: { text: "Choose another time", href: new URL("/", origin).toString() },
    })),
  };
}

/** The owner charged the no-show fee the customer was told of before booking. */
export async function noShowFeeEmail(
  visit: Visit,
  fee: { amountCents: number; reason: string },
  to: string,
  origin: string,
): Promise<MailMessage> {
  return {
    to,
    subject: `No-show fee of ${formatCents(fee.amountCents)}: ${serviceLabel(visit.serviceType)} on ${formatDateLong(visit.appointmentDate)}`,
    ...(await renderEmail("BookingMoney", {
      heading: "We missed you",
      paragraphs: [
        `Our crew came for your visit on ${when(visit)} and could not do it. As the booking page and your confirmation said, we have charged the no-show fee of ${formatCents(fee.amountCents)} to the card you saved.`,
        `What the crew found: ${fee.reason}`,
        "If you think this is wrong, reply to this email or call us.",
      ],
      facts: [
        ["Service", serviceLabel(visit.serviceType)],
        ["Visit", when(visit)],
        ["Charged", formatCents(fee.amountCents)],
      ],
      link: { text: "Book another time", href: new URL("/customer-dashboard", origin).toString() },
    })),
  };
}
