import "server-only";
import { withBrand, withPhone } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";
import { Buttons, EmailLayout, P } from "./layout";

/**
 * The owner's invitation to a customer whose account was made without a password (a phone call,
 * a lead): a link to set one (better-auth's reset token). Nothing the owner typed is in it.
 */
export function CustomerInvite(props: { url: string; validDays: number }) {
  return (
    <EmailLayout heading="Set your password">
      <P>Hello,</P>
      <P>
        {`${withBrand(pageIdentity(), (brand) => `${brand} keeps`, "We keep")} your visits, reports and invoices under this email address. Set a password to see them online and book your next visit yourself:`}
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
