CREATE TABLE "duplicate_dismissals" (
	"booking_a" uuid NOT NULL,
	"booking_b" uuid NOT NULL,
	"dismissed_by" text,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "duplicate_dismissals_booking_a_booking_b_pk" PRIMARY KEY("booking_a","booking_b"),
	CONSTRAINT "duplicate_dismissals_order_check" CHECK ("duplicate_dismissals"."booking_a" < "duplicate_dismissals"."booking_b")
);
--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_booking_a_bookings_id_fk" FOREIGN KEY ("booking_a") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_booking_b_bookings_id_fk" FOREIGN KEY ("booking_b") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_dismissed_by_user_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_dismissals_b_idx" ON "duplicate_dismissals" USING btree ("booking_b");