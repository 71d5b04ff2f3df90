import "server-only";
import { formatDollars } from "@/domain/pricing/pricing";
import type { MailMessage } from "./mailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * Adds what lowered a booking's price (an offer, a quote, the recurring discount) to an email about
 * it, in both parts, so the customer and the owner read the same terms the server applied.
 */
export function withPriceTerms(
  message: MailMessage,
  booking: { priceExact: string; discountLabel: string | null; discountAmount: number },
): MailMessage {
  if (!booking.discountLabel) return message;
  const line = `Price ${formatDollars(Number(booking.priceExact))} includes: ${booking.discountLabel} (${formatDollars(booking.discountAmount)} off today's price).`;
  const html = message.html
    ? message.html.includes("</body>")
      ? message.html.replace("</body>", `<p>${escapeHtml(line)}</p></body>`)
      : `${message.html}<p>${escapeHtml(line)}</p>`
    : undefined;
  return { ...message, text: `${message.text}\n\n${line}`, ...(html ? { html } : {}) };
}
