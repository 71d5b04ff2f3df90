"use client";

import { ErrorView } from "@/components/layout/error-view";

/**
 * An error in one of a console's pages (/admin, /crew): shown inside that console's own bar and
 * <main>. Its layout's own errors reach global-error.tsx.
 */
export function ConsoleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView digest={error.digest} reset={reset} />;
}
