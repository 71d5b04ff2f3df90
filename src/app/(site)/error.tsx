"use client";

import { ErrorView } from "@/components/layout/error-view";

// Any error thrown while rendering a public page: shown inside the site's header and footer, so the
// visitor keeps the navigation and the phone number.
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView digest={error.digest} reset={reset} />;
}
