import "server-only";
import { withBrand, withPhone } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";
import { Buttons, EmailLayout, P } from "./layout";

/**
 * The owner's invitation to a technician: a link to set a password (better-auth's reset token).
 * The address is not proven yet, so nothing the owner typed (the name) is in it, only the crew.
 */
export function TechnicianInvite(props: { crewName: string; url: string; validDays: number }) {
  return (
    <EmailLayout heading="Set your password">
      <P>Hello,</P>
      <P>
        {`You have been added to ${props.crewName}${withBrand(pageIdentity(), (brand) => ` at ${brand}`, "")}. Set your password to see your crew's jobs on your phone:`}
      </P>
      <Buttons links={[{ text: "Set your password", href: props.url }]} />
      <P>
        {`The link works once, within ${props.validDays} days. Then sign in with this email address and your password.`}
      </P>
      <P>
        {withPhone(
          pageIdentity(),
          (phone) => `If you did not expect this, ignore this message, or call ${phone}.`,
          "If you did not expect this, ignore this message.",
        )}
      </P>
    </EmailLayout>
  );
}
