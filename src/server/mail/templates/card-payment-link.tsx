import "server-only";
import { formatCents } from "@/domain/payments/invoice";
import { Buttons, EmailLayout, Facts, P } from "./layout";

/**
 * The crew's "Pay by card" link, for a customer who would rather pay on their own phone
 * later than scan the code at the door: the same Stripe page the code opens.
 */
export function CardPaymentLink(props: {
  invoice: { number: string; dueCents: number; address: string };
  link: string;
}) {
  const { invoice } = props;
  return (
    <EmailLayout heading={`Pay ${formatCents(invoice.dueCents)} by card`}>
      <P>{`Here is the card payment page for invoice ${invoice.number}, for today's visit at ${invoice.address}. Your card is typed on Stripe's secure page, never given to the technician.`}</P>
      <Facts
        rows={[
          ["Invoice", invoice.number],
          ["To pay", formatCents(invoice.dueCents)],
        ]}
      />
      <Buttons links={[{ text: "Pay by card", href: props.link }]} />
      <P>The link works for a day. Once you have paid, it says so.</P>
    </EmailLayout>
  );
}
