import "server-only";
import { bookingReference, consoleBookingPath } from "@/domain/booking/reference";
import { formatDateLong, formatTime } from "@/domain/scheduling/schedule";
import { formatUsPhone } from "@/domain/sms/phone";
import type { Booking } from "@/server/db/rows";
import type { MailMessage } from "./mailer";
import { quoted } from "./templates/owner-notices";

/**
 * A text a customer sent to the business number, forwarded to the owner (a proven address) with
 * who sent it and their next visit. The text itself is quoted line by line, as notes are.
 */
export function textReplyOwnerNotice(
  reply: { from: string; body: string },
  customer: { name: string; email: string } | null,
  nextVisit: Booking | null,
  to: string,
  origin: string,
): MailMessage {
  const from = formatUsPhone(reply.from);
  const who = customer ? `${customer.name} <${customer.email}>` : "no customer has given us this number";
  const visit = nextVisit
    ? [
        `Next visit: ${formatDateLong(nextVisit.appointmentDate)}, ${formatTime(nextVisit.appointmentTime)} (${nextVisit.status})`,
        `Booking:    ${bookingReference(nextVisit.id)} ${new URL(consoleBookingPath(nextVisit), origin).toString()}`,
      ]
    : ["Next visit: none booked"];
  return {
    to,
    subject: `Text from ${customer ? customer.name : from}`,
    text: [
      `A text came to the business number from ${from}. Reply from your phone or call them.`,
      "",
      `Customer:   ${who}`,
      ...visit,
      "",
      ...quoted("Text", reply.body),
    ].join("\n"),
  };
}
