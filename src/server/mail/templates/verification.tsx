import "server-only";
import { brandOrUs } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";
import { Buttons, EmailLayout, P, Part } from "./layout";

// Goes to whatever address was typed, before its owner has proven it is theirs: it carries nothing
// the requester typed (no name, no greeting by name) except the link, which only our server makes.
export function Verification({ url }: { url: string }) {
  return (
    <EmailLayout heading="Confirm your email address">
      <P>Hello,</P>
      <P>
        {`Someone created an account with ${brandOrUs(pageIdentity())} using this email address. If it was you, please confirm this is your email address.`}
      </P>
      <Buttons links={[{ text: "Confirm my email", href: url }]} />
      <Part title="Not you?" paragraphs={["If you did not sign up, you can ignore this message."]} />
    </EmailLayout>
  );
}
