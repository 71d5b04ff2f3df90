import "server-only";
import { withPhone } from "@/domain/business/identity";
import { formatCents } from "@/domain/payments/invoice";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { pageIdentity } from "@/server/business/site-content";
import { Buttons, EmailLayout, Facts, P } from "./layout";

/**
 * A plan's renewal the card refused: the amount, when it is tried again (or that the
 * plan is paused), and the link that opens Stripe's page to save another card.
 */
export function PlanPaymentFailed(props: {
  planName: string;
  amountCents: number;
  retryOn: string | null;
  link: string;
}) {
  return (
    <EmailLayout heading={props.retryOn ? "Your card was declined" : "Your plan is paused"}>
      <P>{`We could not charge ${formatCents(props.amountCents)} for your ${props.planName} to the card you saved.`}</P>
      <P>
        {props.retryOn
          ? `We will try again on ${formatDateLong(props.retryOn)}. To use another card, press Update card: Stripe's secure page saves it, and we charge it at once.`
          : "After three tries the plan is paused: its visits and discount wait until a card is saved. Press Update card and we charge it at once."}
      </P>
      <Facts
        rows={[
          ["Plan", props.planName],
          ["Amount", formatCents(props.amountCents)],
          ["Next try", props.retryOn ? formatDateLong(props.retryOn) : "None: paused"],
        ]}
      />
      <Buttons links={[{ text: "Update card", href: props.link }]} />
      <P>{`Questions? ${withPhone(pageIdentity(), (phone) => `Call ${phone}.`, "Reply to this email.")}`}</P>
    </EmailLayout>
  );
}
