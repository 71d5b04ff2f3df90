"use client";

import { ErrorView } from "@/components/layout/error-view";

// An error in one of this console's pages: shown inside the console's own bar and <main>. Its
// layout's own errors reach global-error.tsx.
export default function ConsoleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView digest={error.digest} reset={reset} />;
}
