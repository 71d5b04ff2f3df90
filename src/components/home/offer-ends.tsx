"use client";

import { useEffect, useState } from "react";

// The signed offer cookie the proxy set (src/domain/offers/offers.ts encodeOfferClaim):
// "<ids>.<expires ms>~<signature>". Parsed here without importing the domain, to keep the home
// page's script small; the server verifies the signature wherever the offer is applied.
const CLAIM = /(?:^|;\s*)cv_offer=[a-z0-9-]+\.(\d{10,15})~/;

/** "Offer ends Tue, Dec 1": this visitor's expiry, or the rule until the page has read it. */
export function OfferEnds({ validDays }: { validDays: number }) {
  const [ends, setEnds] = useState<string | null>(null);
  useEffect(() => {
    const match = CLAIM.exec(document.cookie);
    if (!match) return;
    const day = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      weekday: "short",
      month: "short",
      day: "numeric",
    }).format(new Date(Number(match[1])));
    setEnds(`Offer ends ${day}`);
  }, []);
  return <span data-testid="offer-ends">{ends ?? `Offer valid ${validDays} days from your first visit`}</span>;
}
