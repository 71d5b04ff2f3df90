import "server-only";
import { formatDateLong } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";
import { serviceLabel } from "./booking-words";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";

/** "How did it go?": one per finished visit, the same words to every customer (decision 0020). */
export async function reviewRequestEmail(
  booking: Booking,
  to: string,
  links: { review: string; stop: string },
): Promise<MailMessage> {
  return {
    to,
    subject: `How did it go? Your ${serviceLabel(booking.serviceType)} on ${formatDateLong(booking.appointmentDate)}`,
    ...(await renderEmail("ReviewRequest", { booking, links })),
  };
}
