import type { Metadata } from "next";
import Link from "next/link";
import { ReviewForm } from "@/components/reviews/review-form";
import { site } from "@/content/site";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { REVIEW_RULES } from "@/domain/reviews/reviews";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { getDb } from "@/server/db/client";
import { openReviewLink } from "@/server/reviews/submit-review";

export const metadata: Metadata = { title: "Your review", robots: { index: false } };

const DAY = 86_400_000;
const UNTIL = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: site.timeZone });

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-bold text-3xl">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <p className="mt-6">
        <Link href="/reviews" className="font-semibold text-brand-700 underline">
          How we collect and publish reviews
        </Link>
      </p>
    </section>
  );
}

/** The page a review request links to: the signed link is the permission (no password). */
export default async function ReviewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { t } = await searchParams;
  const now = new Date();
  const link = await openReviewLink(await getDb(), t, now);
  if (!link.ok)
    return (
      <Notice
        title="This review link is not valid"
        text="Copy the whole link from the email we sent you, or reply to it."
      />
    );
  if (link.state === "expired")
    return (
      <Notice
        title="This review link has expired"
        text="Reply to our email if you would still like to tell us how your visit went."
      />
    );
  const service = isServiceType(link.visit.serviceType)
    ? SERVICE_TYPE_LABELS[link.visit.serviceType]
    : link.visit.serviceType;
  const heading = `How did your ${service} on ${formatDateLong(link.visit.appointmentDate)} go?`;
  if (link.state === "closed" && link.review)
    return (
      <Notice
        title="Your review is published"
        text={`You gave ${link.review.rating} of 5 stars. Reviews can be changed for ${REVIEW_RULES.editDays} days after they are sent, so this one can no longer be changed.`}
      />
    );
  const review = link.review;
  const editUntil = review ? UNTIL.format(new Date(review.createdAt.getTime() + REVIEW_RULES.editDays * DAY)) : null;
  return (
    <section className="mx-auto max-w-xl px-4 py-10 md:py-16">
      <h1 className="font-bold text-3xl text-ink">{heading}</h1>
      <p className="mt-3 text-slate-700">
        Your review is published as you write it, whatever the stars. We may reply to it in public.{" "}
        <Link href="/reviews" className="font-semibold text-brand-700 underline">
          How we collect and publish reviews
        </Link>
      </p>
      <ReviewForm
        token={String(t)}
        firstName={link.firstName}
        city={link.visit.city}
        initial={
          review
            ? { rating: review.rating, text: review.body, showName: review.showName, photoConsent: review.photoConsent }
            : null
        }
        editUntil={editUntil}
      />
    </section>
  );
}
