import { withPhone } from "@/domain/business/identity";
import "server-only";
import { pageIdentity } from "@/server/business/site-content";
import { Buttons, EmailLayout, Facts, P } from "./layout";

/**
 * Money taken or given back around a booking (decision 0045): a deposit refunded because the time
 * went while the customer paid, or a no-show fee the owner charged. Plain facts and one link.
 */
export function BookingMoney(props: {
  heading: string;
  paragraphs: string[];
  facts: [string, string][];
  link: { text: string; href: string };
}) {
  return (
    <EmailLayout heading={props.heading}>
      {props.paragraphs.map((p) => (
        <P key={p}>{p}</P>
      ))}
      <Facts rows={props.facts} />
      <Buttons links={[props.link]} />
      <P>{`Questions? ${withPhone(pageIdentity(), (phone) => `Call ${phone}.`, "Reply to this email.")}`}</P>
    </EmailLayout>
  );
}
