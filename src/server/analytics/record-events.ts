import "server-only";
import { sql } from "drizzle-orm";
import type { AnalyticsEvent } from "@/domain/analytics/events-schema";
import type { Db } from "@/server/db/client";
import { analyticsEvents, visitorLastSeen } from "@/server/db/schema";

/** Who the events of a request without a signed visitor are stored under: nobody any report counts. */
export const ANONYMOUS_VISITOR = "anonymous";

export async function recordEvents(
  db: Db,
  visitorId: string,
  events: AnalyticsEvent[],
  /** When they happened: the use case's clock (the database's when not given). */
  now?: Date,
): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({ ...eventRow(visitorId, event), ...(now ? { createdAt: now } : {}) }));
  // An anonymous page view is nobody's last one: it must not count as a visitor on /admin.
  if (visitorId === ANONYMOUS_VISITOR || !events.some((e) => e.name === "page_view")) {
    await db.insert(analyticsEvents).values(rows);
    return;
  }
  // The visitor's last page view moves forward with the events, in the same statement
  // (visitor_last_seen: the dashboard's 30-day visitor count reads it, not the events).
  const e = db
    .$with("recorded")
    .as(
      db
        .insert(analyticsEvents)
        .values(rows)
        .returning({ name: analyticsEvents.name, createdAt: analyticsEvents.createdAt }),
    );
  await db
    .with(e)
    .insert(visitorLastSeen)
    .select(
      db
        .select({
          visitorId: sql<string>`${visitorId}::text`.as("visitor_id"),
          lastSeenAt: sql<Date>`max(${e.createdAt})`.as("last_seen_at"),
        })
        .from(e)
        .where(sql`${e.name} = 'page_view'`),
    )
    .onConflictDoUpdate({
      target: visitorLastSeen.visitorId,
      set: { lastSeenAt: sql`excluded.last_seen_at` },
      setWhere: sql`${visitorLastSeen.lastSeenAt} < excluded.last_seen_at`,
    });
}

/** The stored row of one event of `visitorId` (for a use case that writes it in its own statement). */
export function eventRow(visitorId: string, event: AnalyticsEvent) {
  return { visitorId, name: event.name, props: event.props, path: event.path ?? null };
}

/**
 * The visitors' last page views, from the events themselves: what visitor_last_seen holds when
 * every page view went through recordEvents. Run after writing events another way (the history
 * seed); running it again changes nothing.
 */
export async function catchUpLastSeen(db: Db): Promise<void> {
  await db.execute(sql`
    insert into visitor_last_seen as v (visitor_id, last_seen_at)
    select visitor_id, max(created_at) from analytics_events
    where name = 'page_view' and visitor_id <> ${ANONYMOUS_VISITOR} group by 1
    on conflict (visitor_id) do update set last_seen_at = excluded.last_seen_at
    where v.last_seen_at < excluded.last_seen_at`);
}
