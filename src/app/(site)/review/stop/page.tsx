import type { Metadata } from "next";
import { LinkResult } from "@/components/newsletter/link-result";
import { getDb } from "@/server/db/client";
import { verifyStop } from "@/server/reviews/review-links";
import { optOutOfReviews } from "@/server/reviews/sweep-review-requests";

export const metadata: Metadata = { title: "Review requests", robots: { index: false } };

/** The opt-out link of every review request: one click, no sign-in, idempotent. */
export default async function ReviewStop({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { u, sig } = await searchParams;
  const done = verifyStop(u, sig) && (await optOutOfReviews(await getDb(), u, new Date()));
  return done ? (
    <LinkResult
      title="No more review requests"
      text="We will not ask you for reviews again. Emails about your bookings still reach you."
    />
  ) : (
    <LinkResult title="This link is not valid" text="The link may be incomplete. Copy the whole link from the email." />
  );
}
