"use client";

import { type ComponentType, type RefObject, useEffect, useRef, useState } from "react";

// Islands below the fold of the pages that show them (the reviews, the recent work, the footer's
// sign-up): their code and requests wait until the visitor scrolls near them, so neither is part of
// the page's first load (the first-load JavaScript budget). One module for all three: the footer
// is on every page, so this module is too. The code arrives through an effect, as the toaster's
// does, not React.lazy: a Suspense boundary in the root layout turned a page's server error into a
// second, uncaught one (React #419) on the error page.
/**
 * True once the element comes within 600 px of the screen (and from then on): an island below the
 * fold loads its code and data then, so neither is part of the page's first load.
 */
function useNear<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "600px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

function WhenNear<P extends object>({
  load,
  props,
  className,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
  className?: string;
}) {
  const [ref, near] = useNear<HTMLDivElement>();
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  // A late arrival after the island is gone is dropped by React (no state update on an unmounted
  // component is applied), so no cancel is kept.
  useEffect(() => {
    if (near) void load().then((c) => setComponent(() => c));
  }, [near, load]);
  return (
    <div ref={ref} className={className}>
      {Component && <Component {...props} />}
    </div>
  );
}

const loadReviews = () => import("@/components/reviews/published-reviews").then((m) => m.PublishedReviews);
const loadRecentWork = () => import("@/components/reviews/recent-work").then((m) => m.RecentWork);
const loadNewsletter = () => import("@/components/newsletter/newsletter-form").then((m) => m.NewsletterForm);

export const PublishedReviewsWhenNear = ({ area }: { area?: string }) => (
  <WhenNear load={loadReviews} props={{ area }} />
);

export const RecentWorkWhenNear = ({ area, place }: { area?: string; place: string }) => (
  <WhenNear load={loadRecentWork} props={{ area, place }} />
);

/** The space the sign-up takes is kept while it loads. */
export const NewsletterWhenNear = ({ source, tone }: { source: string; tone?: "light" | "dark" }) => (
  <WhenNear load={loadNewsletter} props={{ source, tone }} className="min-h-28" />
);
