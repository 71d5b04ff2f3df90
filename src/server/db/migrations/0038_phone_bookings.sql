CREATE TABLE "booking_office_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"cents" integer NOT NULL,
	"percent" integer,
	"reason" text,
	"position" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_office_lines_kind_check" CHECK (("booking_office_lines"."kind" = 'custom' and "booking_office_lines"."cents" between 1 and 500000) or ("booking_office_lines"."kind" = 'office-discount' and "booking_office_lines"."cents" between -10000000 and -1 and "booking_office_lines"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booked_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_override_reason" text;--> statement-breakpoint
ALTER TABLE "booking_office_lines" ADD CONSTRAINT "booking_office_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_office_lines" ADD CONSTRAINT "booking_office_lines_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_office_lines_booking_idx" ON "booking_office_lines" USING btree ("booking_id","position");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_user_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;