CREATE TABLE "booking_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"from_time" text NOT NULL,
	"to_date" date NOT NULL,
	"to_time" text NOT NULL,
	"moved_by" text NOT NULL,
	"reason" text,
	"changed_by" text,
	"moved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_moves_by_check" CHECK ("booking_moves"."moved_by" in ('customer', 'owner')),
	CONSTRAINT "booking_moves_reason_check" CHECK ("booking_moves"."reason" is null or length("booking_moves"."reason") <= 40)
);
--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_moves_moved_at_idx" ON "booking_moves" USING btree ("moved_at");--> statement-breakpoint
CREATE INDEX "booking_moves_booking_idx" ON "booking_moves" USING btree ("booking_id");