import "server-only";
import { bookingReference } from "@/domain/booking/reference";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { visitReportPath } from "@/domain/visit/report";
import type { Booking } from "@/server/db/rows";
import { serviceLabel } from "./booking-words";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";

/**
 * "Your visit is done", with the link to its report. Sent when the visit becomes completed, by the
 * owner's status change or the crew's Finished step.
 */
export async function visitCompletedEmail(booking: Booking, to: string, origin: string): Promise<MailMessage> {
  const report = new URL(visitReportPath(booking.id), origin).toString();
  return {
    to,
    subject: `Your visit is done: ${serviceLabel(booking.serviceType)} on ${formatDateLong(booking.appointmentDate)} (${bookingReference(booking.id)})`,
    ...(await renderEmail("VisitCompleted", { booking, report })),
  };
}
