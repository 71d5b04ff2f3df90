"use client";

import "./globals.css";

// An error in the root layout itself replaces the whole document, so this one renders its own.
// Its chunk loads on every page: plain markup, no shared components.
export default function GlobalError({ reset }: { reset: () => void }) {
  return (
    <html lang="en-US">
      <body className="font-sans">
        <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="error-page">
          <h1 className="font-bold text-3xl">Something went wrong on our side</h1>
          <p className="mt-4 text-slate-700">This page could not be loaded just now. Please try again in a moment.</p>
          <p className="mt-8 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={reset}
              className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white"
            >
              Try again
            </button>
            <a href="/" className="rounded-full border border-slate-300 px-6 py-3 font-semibold">
              Go Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
