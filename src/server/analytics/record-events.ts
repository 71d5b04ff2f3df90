import "server-only";
import type { AnalyticsEvent } from "@/domain/analytics/events-schema";
import type { Db } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";

export async function recordEvents(db: Db, visitorId: string, events: AnalyticsEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(analyticsEvents)
    .values(events.map((e) => ({ visitorId, name: e.name, props: e.props, path: e.path ?? null })));
}
