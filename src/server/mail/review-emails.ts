import "server-only";
import { bookingReference } from "@/domain/booking/reference";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { REVIEW_RULES } from "@/domain/reviews/reviews";
import { formatDateLong } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";
import { renderHtml, renderText } from "./booking-emails";
import type { MailMessage } from "./mailer";

/**
 * "How did it go?": one per finished visit, the same words to every customer whatever the visit
 * was like (no gating by rating, decision 0020). Nothing the customer typed is in it.
 */
export function reviewRequestEmail(booking: Booking, to: string, links: { review: string; stop: string }): MailMessage {
  const service = isServiceType(booking.serviceType) ? SERVICE_TYPE_LABELS[booking.serviceType] : booking.serviceType;
  const day = formatDateLong(booking.appointmentDate);
  const intro = [
    `How did your ${service} on ${day} go? Tell us in a minute: from 1 to 5 stars and, if you like, a few words.`,
    "Every review is published as you write it, good or bad, and you choose whether your first name and city are shown.",
    `You can change what you wrote for ${REVIEW_RULES.editDays} days through the same link.`,
  ];
  const rows: [string, string][] = [
    ["Reference", bookingReference(booking.id)],
    ["Visit", day],
  ];
  const stop = "Do not want to be asked for reviews again? Use this link (one click, no sign-in):";
  return {
    to,
    subject: `How did it go? Your ${service} on ${day}`,
    text: renderText(intro, rows, [
      { title: "Leave your review", lines: [links.review] },
      { title: "No more review requests", lines: [stop, links.stop] },
    ]),
    html: renderHtml({
      heading: "How did it go?",
      intro,
      rows,
      links: [{ text: "Leave your review", href: links.review }],
      sections: [{ title: "No more review requests", paragraphs: [`${stop} ${links.stop}`] }],
    }),
  };
}
