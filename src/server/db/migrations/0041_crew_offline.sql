ALTER TABLE "booking_status_changes" ADD COLUMN "tapped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "on_my_way_tapped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_photos_client_key_idx" ON "visit_photos" USING btree ("booking_id","client_key");