CREATE TABLE "waitlist_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"zip" text NOT NULL,
	"service_area" text NOT NULL,
	"service_type" text NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_service_type_check" CHECK ("waitlist_signups"."service_type" in ('standard', 'deep', 'move_out'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_email_area_idx" ON "waitlist_signups" USING btree ("email","service_area");--> statement-breakpoint
CREATE INDEX "waitlist_area_idx" ON "waitlist_signups" USING btree ("service_area","notified_at");