import "server-only";
import { formatCents } from "@/domain/payments/invoice";
import type { InvoiceForEmail } from "./invoice-parts";
import { EmailLayout, Facts, P } from "./layout";

/** A refund the owner made: how much, and that the bank shows it in a few days. */
export function Refund({ invoice, amountCents }: { invoice: InvoiceForEmail; amountCents: number }) {
  return (
    <EmailLayout heading="Refund on its way">
      <P>{`We refunded ${formatCents(amountCents)} of invoice ${invoice.number} to the card you paid with.`}</P>
      <P>Banks usually show a refund within 5 to 10 business days.</P>
      <Facts
        rows={[
          ["Invoice", invoice.number],
          ["Refunded", formatCents(amountCents)],
        ]}
      />
    </EmailLayout>
  );
}
