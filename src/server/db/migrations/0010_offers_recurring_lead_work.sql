ALTER TABLE "bookings" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_label" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "request_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "last_request_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "offer_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD COLUMN "current_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD COLUMN "proposed_for" date;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_pricing_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."pricing_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_current_booking_id_bookings_id_fk" FOREIGN KEY ("current_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "pricing_leads_phone_idx" ON "pricing_leads" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_kind_check" CHECK ("bookings"."discount_kind" is null or "bookings"."discount_kind" in ('offer', 'quote', 'recurring'));--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD CONSTRAINT "pricing_leads_status_check" CHECK ("pricing_leads"."status" in ('new', 'contacted', 'booked', 'lost'));--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD CONSTRAINT "pricing_leads_offer_discount_check" CHECK ("pricing_leads"."offer_discount" between 0 and "pricing_leads"."pricing_exact");--> statement-breakpoint
UPDATE "recurring_schedules" SET "current_booking_id" = "original_booking_id" WHERE "current_booking_id" IS NULL;--> statement-breakpoint
UPDATE "pricing_leads" SET "last_request_at" = "created_at";
