"use client";

import { type ReactNode, useSyncExternalStore } from "react";
import { SEASONS, type Season, seasonAt } from "@/domain/seasons/season";

// The calendar is not a store that notifies: read it once when the page hydrates.
const subscribe = () => () => {};

/**
 * Shows the card of the visitor's current season (in the page's time zone). The server and the
 * hydration pass render every card, so the prerendered HTML is the same on any day and hydration
 * never mismatches; right after hydration React renders again with the browser's date.
 */
export function CurrentSeason({ timeZone, cards }: { timeZone: string; cards: Record<Season, ReactNode> }) {
  const current = useSyncExternalStore(
    subscribe,
    () => seasonAt(new Date(), timeZone),
    () => null,
  );
  return (
    <div className="grid gap-4" data-seasonal-card="" data-current-season={current ?? undefined}>
      {SEASONS.filter((s) => current === null || s === current).map((s) => (
        <div key={s} data-season={s}>
          {cards[s]}
        </div>
      ))}
    </div>
  );
}
