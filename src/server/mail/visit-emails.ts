import "server-only";
import { site } from "@/content/site";
import { bookingReference } from "@/domain/booking/reference";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { visitReportPath } from "@/domain/visit/report";
import type { Booking } from "@/server/db/rows";
import { type Row, renderHtml, renderText } from "./booking-emails";
import type { MailMessage } from "./mailer";

/**
 * "Your visit is done", with the link to its report. Sent when the visit becomes completed, by the
 * owner's status change or the crew's Finished step; the report may still be being written when it
 * goes out, so the email promises a link, not its contents.
 */
export function visitCompletedEmail(booking: Booking, to: string, origin: string): MailMessage {
  const service = isServiceType(booking.serviceType) ? SERVICE_TYPE_LABELS[booking.serviceType] : booking.serviceType;
  const reference = bookingReference(booking.id);
  const link = new URL(visitReportPath(booking.id), origin).toString();
  const intro = [
    `Your ${service} at ${booking.address} is done. Thank you for having us.`,
    "The crew's report, with what they did, what they found and before and after photos, is in your account.",
  ];
  const rows: Row[] = [
    ["Reference", reference],
    ["Visit", formatDateLong(booking.appointmentDate)],
    ["Where", booking.address],
  ];
  const questions = `Questions about the work? Reply to this email or call ${site.phone}.`;
  return {
    to,
    subject: `Your visit is done: ${service} on ${formatDateLong(booking.appointmentDate)} (${reference})`,
    text: renderText(intro, rows, [
      { title: "Your visit report", lines: [link] },
      { title: "Questions", lines: [questions] },
    ]),
    html: renderHtml({
      heading: "Your visit is done",
      intro,
      rows,
      links: [{ text: "See your visit report", href: link }],
      sections: [{ title: "Questions", paragraphs: [questions] }],
    }),
  };
}
