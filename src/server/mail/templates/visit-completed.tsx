import "server-only";
import { Img, Section } from "@react-email/components";
import { bookingReference } from "@/domain/booking/reference";
import { withPhone } from "@/domain/business/identity";
import { balanceWords, invoiceBalance } from "@/domain/payments/balance";
import { formatCents } from "@/domain/payments/invoice";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { pageIdentity } from "@/server/business/site-content";
import type { Booking } from "@/server/db/rows";
import { serviceLabel } from "../booking-words";
import { type InvoiceForEmail, lineText, totalsRows } from "./invoice-parts";
import { Buttons, EmailLayout, Facts, P, Part } from "./layout";

export interface WrapUpPhoto {
  /** The inline attachment's Content-ID. */
  cid: string;
  /** "Before" or "After". */
  caption: string;
}

export interface WrapUpMoney {
  invoice: InvoiceForEmail & { paidCents: number; creditedCents: number; dueCents: number; status: string };
  /** Payments taken so far, oldest first: the receipt, folded into this one email. */
  payments: readonly { amountCents: number; method: string; date: string }[];
  /** "Pay now" is offered (Stripe is on and something is owed). */
  online: boolean;
}

export interface WrapUp {
  booking: Booking;
  done: readonly string[];
  findings: string;
  recommendations: string;
  photos: readonly WrapUpPhoto[];
  money: WrapUpMoney | null;
  link: string;
}

const METHOD_WORDS: Record<string, string> = {
  stripe: "card online",
  card_reader: "card, on site",
  cash: "cash, on site",
  check: "check, on site",
};

/**
 * The one wrap-up of a finished visit, sent when the crew or the owner presses "Send to
 * the customer", or by itself 2 hours after Finished: what was done, what the crew found, the
 * photos (inline, so they show without signing in), the invoice with its balance and the way to
 * pay it, and the receipt of what was paid so far. The findings are the crew's words, printed as
 * text.
 */
export function VisitCompleted({ booking, done, findings, recommendations, photos, money, link }: WrapUp) {
  const paid = money && money.invoice.dueCents === 0 && money.invoice.paidCents > 0;
  const rows = money
    ? [
        ["Invoice", money.invoice.number] as const,
        ...totalsRows(money.invoice),
        ...(money.invoice.creditedCents > 0 ? [["Credited", formatCents(money.invoice.creditedCents)] as const] : []),
        ["Paid", formatCents(money.invoice.paidCents)] as const,
        ["Balance due", formatCents(money.invoice.dueCents)] as const,
        ["Status", balanceWords(invoiceBalance(money.invoice))] as const,
      ]
    : [];
  return (
    <EmailLayout heading="Your visit is done: the report" preview="What we did, what we found, photos and your invoice">
      <P>{`Your ${serviceLabel(booking.serviceType)} at ${booking.address} on ${formatDateLong(booking.appointmentDate)} is done. Thank you for having us.`}</P>
      <Part title="What we did" items={done.length ? done : ["The crew's checklist was not filled in."]} />
      <Part title="What we found" paragraphs={[findings || "Nothing out of the ordinary."]} />
      {recommendations ? <Part title="What we recommend" paragraphs={[recommendations]} /> : null}
      {photos.length > 0 ? (
        <Section>
          <Part title="Photos" />
          {photos.map((p, i) => (
            <Img
              key={p.cid}
              src={`cid:${p.cid}`}
              alt={`${p.caption} photo ${i + 1}`}
              width="260"
              style={{ display: "inline-block", margin: "0 8px 8px 0", borderRadius: "6px" }}
            />
          ))}
        </Section>
      ) : null}
      {money ? (
        <>
          <Part
            title={paid ? "Invoice and receipt: paid in full, thank you" : "Your invoice"}
            items={money.invoice.lines.map(lineText)}
          />
          <Facts rows={rows} />
          {money.payments.length > 0 ? (
            <Part
              title="Payments received"
              items={money.payments.map(
                (p) => `${formatCents(p.amountCents)}, ${METHOD_WORDS[p.method] ?? p.method}, ${p.date}`,
              )}
            />
          ) : null}
          {money.invoice.dueCents > 0 ? (
            <P>
              {money.online
                ? `${formatCents(money.invoice.dueCents)} is still to pay. Press Pay now, sign in and you are taken to Stripe's secure payment page.`
                : `${formatCents(money.invoice.dueCents)} is still to pay. Call us to pay by card, or pay the crew on your next visit.`}
            </P>
          ) : null}
        </>
      ) : null}
      <Facts rows={[["Reference", bookingReference(booking.id)]]} />
      <Buttons
        links={[
          {
            text: money && money.invoice.dueCents > 0 && money.online ? "Pay now" : "See your visit report",
            href: link,
          },
        ]}
      />
      <Part
        title="Questions"
        paragraphs={[
          withPhone(
            pageIdentity(),
            (phone) => `Questions about the work or the invoice? Reply to this email or call ${phone}.`,
            "Questions about the work or the invoice? Reply to this email.",
          ),
        ]}
      />
    </EmailLayout>
  );
}
