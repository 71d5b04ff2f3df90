"use client";

import { lazy, Suspense } from "react";
import { useNear } from "@/components/ui/use-near";

// The reviews and the recent work sit below the fold of the pages that show them: their code and
// their request wait until the visitor scrolls near them (the pages' first-load JavaScript budget).
const PublishedReviews = lazy(() => import("./published-reviews").then((m) => ({ default: m.PublishedReviews })));
const RecentWork = lazy(() => import("./recent-work").then((m) => ({ default: m.RecentWork })));

export function PublishedReviewsWhenNear({ area }: { area?: string }) {
  const [ref, near] = useNear<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near && (
        <Suspense fallback={null}>
          <PublishedReviews area={area} />
        </Suspense>
      )}
    </div>
  );
}

export function RecentWorkWhenNear({ area, place }: { area?: string; place: string }) {
  const [ref, near] = useNear<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near && (
        <Suspense fallback={null}>
          <RecentWork area={area} place={place} />
        </Suspense>
      )}
    </div>
  );
}
