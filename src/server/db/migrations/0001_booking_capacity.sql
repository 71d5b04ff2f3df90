CREATE TABLE "booking_slots" (
	"service_area" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	CONSTRAINT "booking_slots_service_area_date_time_pk" PRIMARY KEY("service_area","date","time")
);
--> statement-breakpoint
DROP INDEX "bookings_slot_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_area" text DEFAULT 'bay-area' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_table_version" text DEFAULT '2026-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_idx" ON "bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("service_area","appointment_date","appointment_time");