"use client";

import type { ReactNode } from "react";
import { useFacts } from "./claims";

// Its own module: only city and state pages show the opening, so the other pages' bundles do not
// carry it (the landing pages' first-load JavaScript budget). The request is the claims island's.

/**
 * The area's next opening and its crews' days and hours, as <li>s for a list the page has: nothing
 * until the schedule has answered (the HTML claims no day: the page is served for months).
 */
export function OpeningItems({
  query,
  itemClassName,
  openingIcon,
  hoursIcon,
}: {
  query: string;
  itemClassName: string;
  openingIcon: ReactNode;
  hoursIcon: ReactNode;
}) {
  const opening = useFacts(query)?.opening;
  if (!opening) return null;
  return (
    <>
      <li className={itemClassName} data-next-opening={opening.date}>
        {openingIcon} Next opening: {opening.label}
      </li>
      <li className={itemClassName} data-working-hours="">
        {hoursIcon} {opening.hours}
      </li>
    </>
  );
}
