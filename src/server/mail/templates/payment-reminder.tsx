import "server-only";
import { withPhone } from "@/domain/business/identity";
import { balanceWords, type InvoiceBalance } from "@/domain/payments/balance";
import { formatCents } from "@/domain/payments/invoice";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { pageIdentity } from "@/server/business/site-content";
import { type InvoiceForEmail, totalsRows } from "./invoice-parts";
import { Buttons, EmailLayout, Facts, P, Part } from "./layout";

/**
 * A reminder of an open balance, on the owner's schedule: what is still due on which
 * invoice, and the way to pay it (online when Stripe is on, else the crew or a call).
 */
export function PaymentReminder(props: {
  invoice: InvoiceForEmail;
  balance: InvoiceBalance;
  link: string;
  online: boolean;
}) {
  const { invoice, balance } = props;
  return (
    <EmailLayout heading={`${formatCents(balance.dueCents)} still due on invoice ${invoice.number}`}>
      <P>{`A reminder: invoice ${invoice.number} for your visit on ${formatDateLong(invoice.appointmentDate)} at ${invoice.address} still has ${formatCents(balance.dueCents)} to pay.`}</P>
      <P>
        {props.online
          ? "You can pay it online with a card or wallet: press Pay now, sign in and you are taken to Stripe's secure payment page."
          : `Please pay by card, cash or check: reply to this email${withPhone(pageIdentity(), (phone) => ` or call ${phone}`, "")} and we will arrange it.`}
      </P>
      <Facts rows={[["Invoice", invoice.number], ...totalsRows(invoice), ["Status", balanceWords(balance)]]} />
      <Buttons links={[{ text: props.online ? "Pay now" : "See your invoice", href: props.link }]} />
      <Part
        title="Already paid?"
        paragraphs={[
          `Thank you, and sorry for the reminder: payments take a moment to reach us. Questions? ${withPhone(pageIdentity(), (phone) => `Call ${phone}.`, "Reply to this email.")}`,
        ]}
      />
    </EmailLayout>
  );
}
