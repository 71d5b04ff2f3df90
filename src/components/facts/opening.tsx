"use client";

import type { ReactNode } from "react";
import { useFacts } from "./claims";

// Its own module: only city and state pages show the opening, so the other pages' bundles do not
// carry it (the landing pages' first-load JavaScript budget). The request is the claims island's.

/**
 * The area's next opening and its crews' days and hours, as one <li> for a list the page has:
 * nothing until the schedule has answered (the HTML claims no day: the page is served for months).
 * The answer arrives after the first paint, so the chip has one shape whatever the words: two
 * unbreakable lines on phones (the day, then the hours), one line from `md`. The list keeps that
 * height from the start (OPENING_ROW), and the chip fills it without moving anything below.
 */
export function OpeningItem({ query, className, icon }: { query: string; className: string; icon: ReactNode }) {
  const facts = useFacts(query);
  const opening = facts?.opening;
  if (opening) {
    return (
      <li className={className} data-next-opening={opening.date}>
        {icon}
        <span>
          <span className="whitespace-nowrap">Next opening: {opening.label}</span>
          <span className="max-md:hidden"> · </span>
          <span className="block whitespace-nowrap md:inline">{opening.hours}</span>
        </span>
      </li>
    );
  }
  // Where nobody works yet the row says so at once, in the room it keeps; the waitlist itself sits
  // under the calculator (area-waitlist.tsx), below the first screen, so nothing on it moves.
  if (facts?.staffed === false) {
    return (
      <li className={className} data-no-crews="">
        {icon}
        <a href="#area-waitlist" className="whitespace-nowrap underline underline-offset-2">
          No crews here yet: join the waitlist
        </a>
      </li>
    );
  }
  return null;
}
