"use client";

import { ErrorView } from "@/components/layout/error-view";
import "./globals.css";

// An error in the root layout itself replaces the whole document, so this one renders its own.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body className="font-sans">
        <main id="main">
          <ErrorView digest={error.digest} reset={reset} />
        </main>
      </body>
    </html>
  );
}
