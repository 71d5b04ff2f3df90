CREATE TABLE "visitor_touches" (
	"visitor_id" text PRIMARY KEY NOT NULL,
	"first_touch" jsonb NOT NULL,
	"last_touch" jsonb NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"price_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "service_area" text;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "first_status_change_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "visitor_touches_first_at_idx" ON "visitor_touches" USING btree ("first_at");--> statement-breakpoint
CREATE INDEX "booking_status_changes_to_idx" ON "booking_status_changes" USING btree ("to_status","changed_at");--> statement-breakpoint
CREATE INDEX "bookings_appointment_date_idx" ON "bookings" USING btree ("appointment_date");--> statement-breakpoint
CREATE INDEX "outbox_messages_kind_created_idx" ON "outbox_messages" USING btree ("kind","created_at");