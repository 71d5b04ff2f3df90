import "server-only";
import { withPhone } from "@/domain/business/identity";
import { formatCents } from "@/domain/payments/invoice";
import { pageIdentity } from "@/server/business/site-content";
import type { InvoiceForEmail } from "./invoice-parts";
import { Buttons, EmailLayout, Facts, P, Part } from "./layout";

export interface CreditNoteForEmail {
  number: string;
  amountCents: number;
  dueCents: number;
}

/**
 * A credit note the owner issued against an invoice: its number, how much it takes off and what is
 * left to pay. Only the product's words and figures; the owner's reason stays in the books.
 */
export function CreditNote(props: { invoice: InvoiceForEmail; note: CreditNoteForEmail; link: string }) {
  const { invoice, note } = props;
  return (
    <EmailLayout heading={`Credit note ${note.number}`}>
      <P>{`We issued credit note ${note.number}, taking ${formatCents(note.amountCents)} off invoice ${invoice.number}.`}</P>
      <P>
        {note.dueCents > 0
          ? `The invoice now asks ${formatCents(note.dueCents)}.`
          : "Nothing is left to pay on this invoice. If you already paid more than it now asks, we will refund the difference."}
      </P>
      <Facts
        rows={[
          ["Credit note", note.number],
          ["Invoice", invoice.number],
          ["Credited", formatCents(-note.amountCents)],
          ["Left to pay", formatCents(note.dueCents)],
        ]}
      />
      <Buttons links={[{ text: "See your invoice", href: props.link }]} />
      <Part
        title="Questions"
        paragraphs={[
          withPhone(
            pageIdentity(),
            (phone) => `Questions about it? Reply to this email or call ${phone}.`,
            "Questions about it? Reply to this email.",
          ),
        ]}
      />
    </EmailLayout>
  );
}
