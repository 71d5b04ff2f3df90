CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_name_path_pk" PRIMARY KEY("day","name","path")
);
--> statement-breakpoint
CREATE TABLE "maintenance_jobs" (
	"job" text PRIMARY KEY NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
DROP INDEX "analytics_events_name_idx";--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_personal_idx" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."to" <> '';--> statement-breakpoint
CREATE INDEX "user_email_lower_idx" ON "user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","created_at","visitor_id");