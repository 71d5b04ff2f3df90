import "server-only";
import { withPhone } from "@/domain/business/identity";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { pageIdentity } from "@/server/business/site-content";
import { type InvoiceForEmail, lineText, totalsRows } from "./invoice-parts";
import { Buttons, EmailLayout, Facts, P, Part } from "./layout";

/**
 * The invoice of a finished visit. Every line is the product's own words (service, discount label)
 * or the owner's price list; nothing the customer typed. "Pay now" leads to the visit page, where a
 * signed-in customer starts Stripe Checkout; without Stripe the email says payment is on site.
 */
export function Invoice({ invoice, link, online }: { invoice: InvoiceForEmail; link: string; online: boolean }) {
  return (
    <EmailLayout heading={`Invoice ${invoice.number}`}>
      <P>{`Here is the invoice for your visit on ${formatDateLong(invoice.appointmentDate)} at ${invoice.address}.`}</P>
      <P>
        {online
          ? "You can pay it online with a card or wallet: press Pay now, sign in and you are taken to Stripe's secure payment page."
          : "Please pay the crew on site by card, cash or check; your receipt follows by email."}
      </P>
      <Facts rows={[["Invoice", invoice.number], ...totalsRows(invoice)]} />
      <Buttons links={[{ text: online ? "Pay now" : "See your invoice", href: link }]} />
      <Part title="Lines" items={invoice.lines.map(lineText)} />
      <Part
        title="Questions"
        paragraphs={[
          withPhone(
            pageIdentity(),
            (phone) => `Questions about the invoice? Reply to this email or call ${phone}.`,
            "Questions about the invoice? Reply to this email.",
          ),
        ]}
      />
    </EmailLayout>
  );
}
