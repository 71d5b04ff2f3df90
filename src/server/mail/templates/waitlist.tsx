import "server-only";
import { withPhone } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";
import { Buttons, EmailLayout, P } from "./layout";

/** The one email of the waitlist: a crew now works the area the visitor asked about. */
export function WaitlistOpen(props: { areaName: string; url: string }) {
  return (
    <EmailLayout heading={`We now work in ${props.areaName}`}>
      <P>Hello,</P>
      <P>
        {`You asked us to tell you when our crews work in ${props.areaName}. They do now, and you can choose a time online:`}
      </P>
      <Buttons links={[{ text: "See the open times", href: props.url }]} />
      <P>{`This is the only email about it: we have taken you off the list. Questions? ${withPhone(pageIdentity(), (phone) => `Call ${phone}.`, "Reply to this email.")}`}</P>
    </EmailLayout>
  );
}
