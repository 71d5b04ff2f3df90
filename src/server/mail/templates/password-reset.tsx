import "server-only";
import { Buttons, EmailLayout, P, Part } from "./layout";

// Goes to whatever address was typed: nothing the requester typed is in it, only our link.
export function PasswordReset({ url }: { url: string }) {
  return (
    <EmailLayout heading="Choose a new password">
      <P>Hello,</P>
      <P>Someone asked to reset the password of your account. To choose a new one, open this link within an hour.</P>
      <Buttons links={[{ text: "Choose a new password", href: url }]} />
      <Part
        title="Not you?"
        paragraphs={[
          "Resetting signs you out on every device. If you did not ask for this, ignore this message: your password stays as it is.",
        ]}
      />
    </EmailLayout>
  );
}
