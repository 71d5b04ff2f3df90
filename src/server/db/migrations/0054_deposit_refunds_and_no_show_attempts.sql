DROP INDEX "no_show_fees_booking_idx";--> statement-breakpoint
ALTER TABLE "booking_checkouts" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "no_show_fees" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_fees_attempt_idx" ON "no_show_fees" USING btree ("booking_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_fees_succeeded_idx" ON "no_show_fees" USING btree ("booking_id") WHERE "no_show_fees"."status" = 'succeeded';