"use client";

import { useEffect } from "react";
import { useBusinessPhone } from "@/components/layout/business-phone";
import { buttonClass } from "@/components/ui/button";
import Link from "@/components/ui/link";

/**
 * What a visitor sees when a page fails to render (most often the database is unreachable):
 * the site's look, what happened in plain words, and three ways forward.
 */
export function ErrorView({ digest, reset }: { digest?: string; reset: () => void }) {
  const business = useBusinessPhone();
  useEffect(() => {
    // The digest ties this screen to the server's log line without showing the visitor any detail.
    if (digest) console.warn(`Page error ${digest}`);
  }, [digest]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="error-page">
      <h1 className="font-bold text-3xl">Something went wrong on our side</h1>
      <p className="mt-4 text-slate-700">
        This page could not be loaded just now. Nothing you entered before was lost. Please try again in a moment, or
        call us and we will help you straight away.
      </p>
      {digest && (
        <p className="mt-2 text-slate-600 text-sm">
          Reference: <code className="rounded bg-slate-100 px-2 py-1">{digest}</code>
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClass("primary", "lg")}>
          Try again
        </button>
        <Link href="/" className={buttonClass("quiet", "lg")}>
          Go Home
        </Link>
        {business && (
          <a href={`tel:${business.phoneE164}`} className={buttonClass("quiet", "lg")}>
            Call {business.phone}
          </a>
        )}
      </div>
    </section>
  );
}
