import "server-only";
import { Buttons, EmailLayout, P } from "./layout";

/** Double opt-in: the signed link that confirms the address. */
export function NewsletterConfirm({ url }: { url: string }) {
  return (
    <EmailLayout heading="Confirm your subscription">
      <P>Please confirm that you want our home air tips by email:</P>
      <Buttons links={[{ text: "Confirm my subscription", href: url }]} />
      <P>If you did not ask for this, ignore this message and you will not hear from us.</P>
    </EmailLayout>
  );
}

/** After the confirmation: thanks, and the way out. */
export function NewsletterWelcome({ unsubscribe }: { unsubscribe: string }) {
  return (
    <EmailLayout heading="You're subscribed">
      <P>Thanks for confirming. Unsubscribe any time:</P>
      <Buttons links={[{ text: "Unsubscribe", href: unsubscribe }]} />
    </EmailLayout>
  );
}
