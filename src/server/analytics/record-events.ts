import "server-only";
import type { AnalyticsEvent } from "@/domain/analytics/events-schema";
import type { Db } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";

export async function recordEvents(db: Db, visitorId: string, events: AnalyticsEvent[]): Promise<void> {
  if (events.length === 0) return;
  await eventsInsert(db, visitorId, events);
}

/** The insert statement recordEvents runs, not yet run (for a use case that writes in one statement). */
export function eventsInsert(db: Db, visitorId: string, events: AnalyticsEvent[]) {
  return db
    .insert(analyticsEvents)
    .values(events.map((e) => ({ visitorId, name: e.name, props: e.props, path: e.path ?? null })));
}
