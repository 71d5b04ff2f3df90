"use client";

import { ErrorView } from "@/components/layout/error-view";

// An error in a console's layout or page (the public pages have their own, inside their header and
// footer): its boundary replaces the console's layout, <main> included, so it brings its own.
export default function ConsoleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <ErrorView digest={error.digest} reset={reset} />
    </main>
  );
}
