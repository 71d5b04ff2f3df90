import { getDb } from "@/server/db/client";
import { type LinkPurpose, verifyLink } from "@/server/newsletter/signed-link";
import { setSubscriberStatus } from "@/server/newsletter/subscribe";
import { LinkResult } from "./link-result";

const OUTCOME = {
  confirm: {
    status: "confirmed",
    title: "You're subscribed",
    text: "Thanks for confirming. Our next home air tips will reach your inbox.",
  },
  unsubscribe: {
    status: "unsubscribed",
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
  const valid =
    typeof id === "string" &&
    typeof sig === "string" &&
    /^[0-9a-f-]{36}$/.test(id) &&
    verifyLink(purpose, id, sig) &&
    (await setSubscriberStatus(await getDb(), id, outcome.status)) !== undefined;
  return valid ? (
    <LinkResult title={outcome.title} text={outcome.text} />
  ) : (
    <LinkResult
      title="This link is not valid"
      text="The link may be incomplete. Copy the whole link from the email, or sign up again."
    />
  );
}
