"use client";

import { ErrorView } from "@/components/layout/error-view";
import { MainUnderConsole } from "@/components/layout/site-chrome";

// Any error thrown while rendering a page below the root layout: shown inside the site's header
// and footer, so the visitor keeps the navigation and the phone number (in a console, its own <main>).
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <MainUnderConsole>
      <ErrorView digest={error.digest} reset={reset} />
    </MainUnderConsole>
  );
}
