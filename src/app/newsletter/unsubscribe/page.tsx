import type { Metadata } from "next";
import { LinkResult } from "@/components/newsletter/link-result";
import { getDb } from "@/server/db/client";
import { verifyLink } from "@/server/newsletter/signed-link";
import { setSubscriberStatus } from "@/server/newsletter/subscribe";

export const metadata: Metadata = { title: "Newsletter", robots: { index: false } };

export default async function NewsletterUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id, sig } = await searchParams;
  const valid =
    typeof id === "string" &&
    typeof sig === "string" &&
    /^[0-9a-f-]{36}$/.test(id) &&
    verifyLink("unsubscribe", id, sig) &&
    (await setSubscriberStatus(await getDb(), id, "unsubscribed")) !== undefined;
  return valid ? (
    <LinkResult title="You're unsubscribed" text="You will not get any more newsletter emails from us." />
  ) : (
    <LinkResult
      title="This link is not valid"
      text="The link may be incomplete. Copy the whole link from the email, or sign up again."
    />
  );
}
