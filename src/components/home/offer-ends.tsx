"use client";

import type { ReactNode } from "react";
import { useFacts } from "@/components/facts/claims";

// The home page is prerendered and served for months, so the offer's end (one day the owner sets
// in /admin, the same for every visitor) comes from /api/site-facts, which the page's claims ask
// anyway. No end date: no deadline is shown. After the end: no offer is shown (and the server
// applies none).

/** The offer's terms, then "Offer ends Friday, December 11, 2026." when the owner set an end. */
export function OfferTerms({ className, children }: { className: string; children: ReactNode }) {
  const offer = useFacts()?.offer;
  if (offer && !offer.running) return null;
  return (
    <p className={className} data-testid="offer-terms">
      {children}
      {offer?.ends && (
        <>
          {" "}
          <span data-testid="offer-ends">{offer.ends}</span>
        </>
      )}
    </p>
  );
}

/** An offer's words (a button's), or `otherwise` once the offer has ended. */
export function OfferWords({ children, otherwise }: { children: string; otherwise: string }) {
  const offer = useFacts()?.offer;
  return <>{offer && !offer.running ? otherwise : children}</>;
}
