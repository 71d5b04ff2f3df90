import { buttonClass } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { PublishedReviewsWhenNear } from "@/components/ui/when-near";

/**
 * Where a page shows what customers say. Only reviews real customers left after a finished visit
 * are ever shown (docs/decisions/0020); the HTML carries none, so what it says holds on any day
 * and before the first review: how reviews get here, and the next step for the visitor.
 */
export function ReviewsSection({ cta, area }: { cta: { href: string; label: string }; area?: string }) {
  return (
    <>
      <PublishedReviewsWhenNear area={area} />
      <div className="rounded-xl border border-slate-200 bg-white p-5 md:flex md:items-center md:justify-between md:gap-6 md:p-6">
        <div className="max-w-2xl">
          <p className="font-semibold text-ink text-lg">Reviews from real visits only</p>
          <p className="mt-1 text-slate-700">
            We ask every customer how it went after a visit we finished. Only their reviews appear here: none is made
            up, and none is left out for its rating.{" "}
            <Link href="/reviews" className="font-semibold text-brand-700 underline">
              How reviews work
            </Link>
          </p>
        </div>
        <a href={cta.href} className={buttonClass("primary", "md", "mt-4 shrink-0 md:mt-0")}>
          {cta.label}
        </a>
      </div>
    </>
  );
}
