import "server-only";
import { balanceWords, type InvoiceBalance } from "@/domain/payments/balance";
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
  /** Still owed after this payment (a partly paid invoice), or null when it is settled. */
  due?: { balance: InvoiceBalance; online: boolean } | null;
}) {
  const { invoice, payment, due } = props;
  return (
    <EmailLayout heading="Payment received">
      <P>{`Thank you: we received ${formatCents(payment.amountCents)} for invoice ${invoice.number}.`}</P>
      {due && (
        <P>
          {`${balanceWords(due.balance)}. ${
            due.online
              ? "You can pay the rest online: press Pay the rest, sign in and you are taken to Stripe's secure payment page."
              : "Please pay the rest to the crew or call us; your receipt follows by email."
          }`}
        </P>
      )}
      <Facts
        rows={[
          ["Invoice", invoice.number],
          ["Paid", formatCents(payment.amountCents)],
          ["Method", METHOD_WORDS[payment.method] ?? payment.method],
          ["Date", formatLocalDateTime(payment.at, invoice.timeZone)],
          ...(due ? ([["Status", balanceWords(due.balance)]] as [string, string][]) : []),
        ]}
      />
      <Buttons links={[{ text: due?.online ? "Pay the rest" : "See your invoice", href: props.link }]} />
      <Part title="Lines" items={invoice.lines.map(lineText)} />
    </EmailLayout>
  );
}
