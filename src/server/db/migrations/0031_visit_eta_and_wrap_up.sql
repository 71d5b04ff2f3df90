ALTER TABLE "bookings" ADD COLUMN "arrival_eta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "wrap_up_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "wrap_up_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_wrap_up_due_idx" ON "bookings" USING btree ("wrap_up_due_at") WHERE "bookings"."wrap_up_sent_at" is null;