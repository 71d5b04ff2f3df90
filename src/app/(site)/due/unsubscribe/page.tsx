import type { Metadata } from "next";
import { LinkResult } from "@/components/newsletter/link-result";
import { unsubscribeFromDue } from "@/server/campaigns/due-responses";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Service reminders", robots: { index: false } };

/** The one-tap unsubscribe of a "you're due" email (decision 0039): opening the link is the tap. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { m, sig } = await searchParams;
  return (await unsubscribeFromDue(await getDb(), m, sig, new Date())) ? (
    <LinkResult
      title="You're unsubscribed"
      text="We will not send you any more service reminders. Emails about visits you book still come."
    />
  ) : (
    <LinkResult
      title="This link is not valid"
      text="The link may be incomplete. Copy the whole link from the email, or call us and we will take you off the list."
    />
  );
}
