"use client";

import { lazy, Suspense } from "react";
import { useFacts } from "./claims";

// The form loads only where nobody works yet: the other city pages' first load stays as it was.
const WaitlistForm = lazy(() =>
  import("@/components/waitlist/waitlist-form").then((m) => ({ default: m.WaitlistForm })),
);

/**
 * "Not in your area yet" on a city page whose area has no crew with anybody in it: the schedule
 * says so after the first paint (the page is prerendered), and the visitor can leave an email.
 * Placed under the calculator: arriving after the first paint, it moves nothing on the first screen.
 */
export function AreaWaitlist({ query, placeName }: { query: string; placeName: string }) {
  const staffed = useFacts(query)?.staffed;
  if (staffed !== false) return null;
  return (
    <section
      id="area-waitlist"
      aria-labelledby="waitlist-title"
      className="mx-auto mb-12 max-w-6xl scroll-mt-24 rounded-xl border border-amber-200 bg-amber-50 p-5 text-slate-900"
      data-testid="area-waitlist"
    >
      <h2 id="waitlist-title" className="font-bold text-xl">
        Not in your area yet
      </h2>
      <p className="mt-2">
        {`Our crews don't work in ${placeName} yet, so there are no times to book here. Leave your email and we'll write to you once, when they do.`}
      </p>
      <Suspense fallback={null}>
        <WaitlistForm />
      </Suspense>
    </section>
  );
}
