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
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_personal_idx" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."to" <> '';