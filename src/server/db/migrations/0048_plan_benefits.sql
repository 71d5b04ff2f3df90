CREATE TABLE "plan_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"period_key" date NOT NULL,
	"service_type" text NOT NULL,
	"discount_bps" integer DEFAULT 0 NOT NULL,
	"included" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_plans" ADD COLUMN "priority_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_visits_booking_idx" ON "plan_visits" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "plan_visits_period_idx" ON "plan_visits" USING btree ("membership_id","period_key","service_type");--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_priority_days_check" CHECK ("service_plans"."priority_days" between 0 and 30);