CREATE TABLE "booking_add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"add_on_id" text NOT NULL,
	"description" text NOT NULL,
	"unit_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_add_ons_price_check" CHECK ("booking_add_ons"."unit_cents" between 1 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "pricing_leads" DROP CONSTRAINT "pricing_leads_service_type_check";--> statement-breakpoint
ALTER TABLE "booking_add_ons" ADD CONSTRAINT "booking_add_ons_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_add_ons_booking_idx" ON "booking_add_ons" USING btree ("booking_id","add_on_id");--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD CONSTRAINT "pricing_leads_service_type_check" CHECK ("pricing_leads"."service_type" in ('standard', 'deep', 'move_out', 'air-quality-testing', 'sanitizing', 'blower-coil-cleaning'));