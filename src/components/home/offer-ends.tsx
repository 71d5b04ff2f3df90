"use client";

import { useEffect, useState } from "react";
import { OFFER_COOKIE } from "@/domain/analytics/events";
import { cookieValue } from "@/domain/http/cookies";

// The signed offer cookie the proxy set (src/domain/offers/offers.ts encodeOfferClaim):
// "<ids>.<expires ms>~<signature>". Only the date is read here, to keep the home page's script
// small; the server verifies the signature wherever the offer is applied.
const EXPIRES = /\.(\d{10,15})~/;

/**
 * "Offer ends Tue, Dec 1": this visitor's expiry, or the rule (`children`, written by the server)
 * until the page has read it. The day is told in the business's zone, which the server hands over
 * (site.timeZone). Both sit in one grid cell and the rule stays there, hidden, once the day shows:
 * the box keeps the rule's width, so the shorter day moves nothing after it (no layout shift).
 */
export function OfferEnds({ timeZone, children }: { timeZone: string; children: React.ReactNode }) {
  const [ends, setEnds] = useState<string | null>(null);
  useEffect(() => {
    const expires = EXPIRES.exec(cookieValue(document.cookie, OFFER_COOKIE) ?? "")?.[1];
    if (!expires) return;
    const day = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", month: "short", day: "numeric" }).format(
      new Date(Number(expires)),
    );
    setEnds(`Offer ends ${day}`);
  }, [timeZone]);
  return (
    <span className="inline-grid">
      <span className={`[grid-area:1/1] ${ends ? "invisible" : ""}`} data-testid={ends ? undefined : "offer-ends"}>
        {children}
      </span>
      {ends && (
        <span className="[grid-area:1/1]" data-testid="offer-ends">
          {ends}
        </span>
      )}
    </span>
  );
}
