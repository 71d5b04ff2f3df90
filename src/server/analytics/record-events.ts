import "server-only";
import type { AnalyticsEvent } from "@/domain/analytics/events-schema";
import type { Db } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";

export async function recordEvents(
  db: Db,
  visitorId: string,
  events: AnalyticsEvent[],
  /** When they happened: the use case's clock (the database's when not given). */
  now?: Date,
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(analyticsEvents)
    .values(events.map((event) => ({ ...eventRow(visitorId, event), ...(now ? { createdAt: now } : {}) })));
}

/** The stored row of one event of `visitorId` (for a use case that writes it in its own statement). */
export function eventRow(visitorId: string, event: AnalyticsEvent) {
  return { visitorId, name: event.name, props: event.props, path: event.path ?? null };
}
