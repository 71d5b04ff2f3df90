import { applyNewsletterLink } from "@/server/newsletter/apply-link";
import type { LinkPurpose } from "@/server/newsletter/signed-link";
import { LinkResult } from "./link-result";

const OUTCOME = {
  confirm: {
    title: "You're subscribed",
    text: "Thanks for confirming. Our next home air tips will reach your inbox.",
  },
  unsubscribe: {
    title: "You're unsubscribed",
    text: "You will not get any more newsletter emails from us.",
  },
} as const;

/** The page a signed newsletter link opens: checks the signature, then applies the change. */
export async function NewsletterLinkPage({
  purpose,
  searchParams,
}: {
  purpose: LinkPurpose;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id, sig } = await searchParams;
  const outcome = OUTCOME[purpose];
  return (await applyNewsletterLink(purpose, id, sig)) ? (
    <LinkResult title={outcome.title} text={outcome.text} />
  ) : (
    <LinkResult
      title="This link is not valid"
      text="The link may be incomplete. Copy the whole link from the email, or sign up again."
    />
  );
}
