CREATE TABLE "visitor_last_seen" (
	"visitor_id" text PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "landing_type" text GENERATED ALWAYS AS ((case when (first_touch->>'landingPath') is null then 'unknown' when (first_touch->>'landingPath') ~ '^/$' then 'homepage' when (first_touch->>'landingPath') ~ '^/services/[a-z0-9-]+/?$' then 'service' when (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/?$' then 'city-hub' when (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/[a-z0-9-]+/?$' then 'city-service' else 'other' end)) STORED;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "landing_city" text GENERATED ALWAYS AS ((case when (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/?$' or (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/[a-z0-9-]+/?$' then split_part((first_touch->>'landingPath'), '/', 3) else '' end)) STORED;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "landing_type" text GENERATED ALWAYS AS ((case when (first_touch->>'landingPath') is null then 'unknown' when (first_touch->>'landingPath') ~ '^/$' then 'homepage' when (first_touch->>'landingPath') ~ '^/services/[a-z0-9-]+/?$' then 'service' when (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/?$' then 'city-hub' when (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/[a-z0-9-]+/?$' then 'city-service' else 'other' end)) STORED;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "landing_city" text GENERATED ALWAYS AS ((case when (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/?$' or (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/[a-z0-9-]+/?$' then split_part((first_touch->>'landingPath'), '/', 3) else '' end)) STORED;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "answer_minutes" integer;--> statement-breakpoint
ALTER TABLE "visitor_touches" ADD COLUMN "landing_type" text GENERATED ALWAYS AS ((case when (first_touch->>'landingPath') is null then 'unknown' when (first_touch->>'landingPath') ~ '^/$' then 'homepage' when (first_touch->>'landingPath') ~ '^/services/[a-z0-9-]+/?$' then 'service' when (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/?$' then 'city-hub' when (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/[a-z0-9-]+/?$' then 'city-service' else 'other' end)) STORED;--> statement-breakpoint
ALTER TABLE "visitor_touches" ADD COLUMN "landing_city" text GENERATED ALWAYS AS ((case when (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/?$' or (first_touch->>'landingPath') ~ '^/[a-z]{2}/[a-z0-9-]+/[a-z0-9-]+/?$' then split_part((first_touch->>'landingPath'), '/', 3) else '' end)) STORED;--> statement-breakpoint
CREATE INDEX "visitor_last_seen_at_idx" ON "visitor_last_seen" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_answers_idx" ON "outbox_messages" USING btree ("created_at") WHERE lead_id is not null and kind not in ('lead-owner-notice', 'lead-estimate');--> statement-breakpoint
CREATE INDEX "pricing_leads_unmeasured_idx" ON "pricing_leads" USING btree ("created_at","id") WHERE "pricing_leads"."answer_minutes" is null;--> statement-breakpoint
-- Backfill (insights helper, issue 39): each visitor's last page view, from the events kept so far
-- (src/server/analytics/record-events.ts keeps it from now on).
INSERT INTO "visitor_last_seen" ("visitor_id", "last_seen_at")
SELECT "visitor_id", max("created_at") FROM "analytics_events" WHERE "name" = 'page_view' GROUP BY 1
ON CONFLICT ("visitor_id") DO NOTHING;
