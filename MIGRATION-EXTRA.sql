--> statement-breakpoint
-- Backfill (insights helper, issue 39): each visitor's last page view, from the events kept so far
-- (src/server/analytics/record-events.ts keeps it from now on).
INSERT INTO "visitor_last_seen" ("visitor_id", "last_seen_at")
SELECT "visitor_id", max("created_at") FROM "analytics_events" WHERE "name" = 'page_view' GROUP BY 1
ON CONFLICT ("visitor_id") DO NOTHING;
