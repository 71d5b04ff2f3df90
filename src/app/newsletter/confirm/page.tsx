import type { Metadata } from "next";
import { LinkResult } from "@/components/newsletter/link-result";
import { getDb } from "@/server/db/client";
import { verifyLink } from "@/server/newsletter/signed-link";
import { setSubscriberStatus } from "@/server/newsletter/subscribe";

export const metadata: Metadata = { title: "Newsletter", robots: { index: false } };

export default async function NewsletterConfirmPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id, sig } = await searchParams;
  const valid =
    typeof id === "string" &&
    typeof sig === "string" &&
    /^[0-9a-f-]{36}$/.test(id) &&
    verifyLink("confirm", id, sig) &&
    (await setSubscriberStatus(await getDb(), id, "confirmed")) !== undefined;
  return valid ? (
    <LinkResult title="You're subscribed" text="Thanks for confirming. Our next home air tips will reach your inbox." />
  ) : (
    <LinkResult
      title="This link is not valid"
      text="The link may be incomplete. Copy the whole link from the email, or sign up again."
    />
  );
}
