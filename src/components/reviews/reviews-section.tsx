import { buttonClass } from "@/components/ui/button";

/**
 * Where a page shows what customers say. Only reviews real customers left after a finished visit
 * are ever shown (docs/decisions/0020); the HTML carries none, so what it says holds on any day
 * and before the first review: how reviews get here, and the next step for the visitor.
 */
export function ReviewsSection({ cta }: { cta: { href: string; label: string } }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 md:flex md:items-center md:justify-between md:gap-6 md:p-6">
      <div className="max-w-2xl">
        <p className="font-semibold text-ink text-lg">Reviews from real visits only</p>
        <p className="mt-1 text-slate-700">
          Every review on this site is written by a customer after a visit we finished. None is made up, and none is
          left out for its rating.
        </p>
      </div>
      <a href={cta.href} className={buttonClass("primary", "md", "mt-4 shrink-0 md:mt-0")}>
        {cta.label}
      </a>
    </div>
  );
}
