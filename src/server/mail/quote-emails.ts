import "server-only";
import { withBrand } from "@/domain/business/identity";
import { formatCents } from "@/domain/money/format";
import { formatDateLong } from "@/domain/scheduling/words";
import { pageIdentity } from "@/server/business/site-content";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";

/** The customer's quote email (decision 0032): each option's total and the link to the quote page. */
export async function quoteEmail(
  to: string,
  quote: { options: readonly { label: string; totalCents: number }[]; expiresOn: string; note: string },
  url: string,
): Promise<MailMessage> {
  return {
    to,
    subject: withBrand(pageIdentity(), (brand) => `Your quote from ${brand}`, "Your quote"),
    ...(await renderEmail("QuoteSent", {
      quote: {
        options: quote.options.map((o) => [o.label, formatCents(o.totalCents)] as const),
        validUntil: formatDateLong(quote.expiresOn),
        url,
        note: quote.note,
      },
    })),
  };
}
