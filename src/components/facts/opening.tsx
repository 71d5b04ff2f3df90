"use client";

import type { ReactNode } from "react";
import { useFacts } from "./claims";

// Its own module: only city and state pages show the opening, so the other pages' bundles do not
// carry it (the landing pages' first-load JavaScript budget). The request is the claims island's.

/**
 * The area's next opening and its crews' days and hours, as one <li> for a list the page has:
 * nothing until the schedule has answered (the HTML claims no day: the page is served for months).
 */
export function OpeningItem({ query, className, icon }: { query: string; className: string; icon: ReactNode }) {
  const opening = useFacts(query)?.opening;
  return opening ? (
    <li className={className} data-next-opening={opening.date}>
      {icon} Next opening: {opening.label} · {opening.hours}
    </li>
  ) : null;
}
