import type { Metadata } from "next";
import { CallOrEmailUs } from "@/components/layout/call-us";
import { brandOrUs } from "@/domain/business/identity";
import { HIDE_REASONS } from "@/domain/reviews/hide-reasons";
import { REVIEW_RULES } from "@/domain/reviews/reviews";
import { pageIdentity } from "@/server/business/site-content";

export function generateMetadata(): Metadata {
  return {
    title: "How we collect and publish reviews",
    description: `Who ${brandOrUs(pageIdentity())} asks for a review, what is published, and the only reasons a review is hidden.`,
    alternates: { canonical: "/reviews" },
  };
}

/** The published review policy (docs/decisions/0020): what the code does, in the owner's words. */
export default function ReviewsPolicyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 leading-relaxed">
      <h1 className="font-bold text-3xl">How we collect and publish reviews</h1>
      <h2 className="mt-8 font-semibold text-xl">Who is asked</h2>
      <p className="mt-3">
        Every customer whose visit we finished gets one email asking how it went, at least {REVIEW_RULES.delayHours}{" "}
        hours after the visit and in the daytime, at most once in {REVIEW_RULES.oncePerDays} days. We ask everyone the
        same way, whatever the visit was like, and we offer nothing in return for a review. The email has a link to stop
        these requests.
      </p>
      <h2 className="mt-8 font-semibold text-xl">What is published</h2>
      <p className="mt-3">
        Only reviews written through the link in that email, so every review comes from the customer of a real visit. A
        review is published as it was written, from 1 to 5 stars, with the customer’s first name and city only if they
        chose to show them. The customer can change it for {REVIEW_RULES.editDays} days. The average and the count on
        our pages include every published review.
      </p>
      <h2 className="mt-8 font-semibold text-xl">Replies and moderation</h2>
      <p className="mt-3">
        We may reply in public under a review. We hide a review only for one of these reasons, and we record who hid it,
        when and why:
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {Object.values(HIDE_REASONS).map((reason) => (
          <li key={reason}>{reason}.</li>
        ))}
      </ul>
      <p className="mt-3">
        A low rating, or criticism of our work, is never a reason to hide a review. Reviews are not marked up for search
        engines as ratings of our business.
      </p>
      <h2 className="mt-8 font-semibold text-xl">Questions</h2>
      <p className="mt-3">
        Think a review breaks these rules, or want yours changed after {REVIEW_RULES.editDays} days? Please{" "}
        <CallOrEmailUs />.
      </p>
    </article>
  );
}
