import "server-only";
import { formatCents } from "@/domain/payments/invoice";
import { formatLocalDateTime } from "@/domain/time/local-time";
import { type InvoiceForEmail, lineText } from "./invoice-parts";
import { Buttons, EmailLayout, Facts, P, Part } from "./layout";

const METHOD_WORDS: Record<string, string> = {
  stripe: "card online (Stripe)",
  card_reader: "card, on site",
  cash: "cash, on site",
  check: "check, on site",
};

/** The receipt for a payment: what was paid, how and when. */
export function Receipt(props: {
  invoice: InvoiceForEmail;
  payment: { amountCents: number; method: string; at: Date };
  link: string;
}) {
  const { invoice, payment } = props;
  return (
    <EmailLayout heading="Payment received">
      <P>{`Thank you: we received ${formatCents(payment.amountCents)} for invoice ${invoice.number}.`}</P>
      <Facts
        rows={[
          ["Invoice", invoice.number],
          ["Paid", formatCents(payment.amountCents)],
          ["Method", METHOD_WORDS[payment.method] ?? payment.method],
          ["Date", formatLocalDateTime(payment.at, invoice.timeZone)],
        ]}
      />
      <Buttons links={[{ text: "See your invoice", href: props.link }]} />
      <Part title="Lines" items={invoice.lines.map(lineText)} />
    </EmailLayout>
  );
}
