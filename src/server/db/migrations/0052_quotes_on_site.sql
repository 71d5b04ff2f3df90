ALTER TABLE "quotes" ADD COLUMN "job_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_job_booking_id_bookings_id_fk" FOREIGN KEY ("job_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_job_idx" ON "quotes" USING btree ("job_booking_id");