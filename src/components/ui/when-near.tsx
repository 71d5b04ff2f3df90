"use client";

import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";

// Islands below the fold of the pages that show them (the reviews, the recent work, the footer's
// sign-up): their code and requests wait until the visitor scrolls near them, so neither is part of
// the page's first load (the first-load JavaScript budget). One module for all three: the footer
// is on every page, so this module is too.
const PublishedReviews = lazy(() =>
  import("@/components/reviews/published-reviews").then((m) => ({ default: m.PublishedReviews })),
);
const RecentWork = lazy(() => import("@/components/reviews/recent-work").then((m) => ({ default: m.RecentWork })));
const NewsletterForm = lazy(() =>
  import("@/components/newsletter/newsletter-form").then((m) => ({ default: m.NewsletterForm })),
);

/**
 * True once the element comes within `margin` of the screen (and from then on): an island below the
 * fold loads its code and data then, so neither is part of the page's first load.
 */
function useNear<T extends Element>(margin = "600px"): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near];
}

function WhenNear({ className, children }: { className?: string; children: React.ReactNode }) {
  const [ref, near] = useNear<HTMLDivElement>();
  return (
    <div ref={ref} className={className}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

export const PublishedReviewsWhenNear = ({ area }: { area?: string }) => (
  <WhenNear>
    <PublishedReviews area={area} />
  </WhenNear>
);

export const RecentWorkWhenNear = ({ area, place }: { area?: string; place: string }) => (
  <WhenNear>
    <RecentWork area={area} place={place} />
  </WhenNear>
);

/** The space the sign-up takes is kept while it loads. */
export const NewsletterWhenNear = ({ source, tone }: { source: string; tone?: "light" | "dark" }) => (
  <WhenNear className="min-h-28">
    <NewsletterForm source={source} tone={tone} />
  </WhenNear>
);
