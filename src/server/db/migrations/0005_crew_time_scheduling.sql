CREATE TABLE "area_crews" (
	"service_area" text NOT NULL,
	"weekday" integer NOT NULL,
	"crews" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_crews_service_area_weekday_pk" PRIMARY KEY("service_area","weekday"),
	CONSTRAINT "area_crews_weekday_check" CHECK ("area_crews"."weekday" between 0 and 6),
	CONSTRAINT "area_crews_crews_check" CHECK ("area_crews"."crews" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "booking_days" (
	"service_area" text NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "booking_days_service_area_date_pk" PRIMARY KEY("service_area","date")
);
--> statement-breakpoint
CREATE TABLE "holiday_overrides" (
	"date" date PRIMARY KEY NOT NULL,
	"closed" boolean NOT NULL,
	"name" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_area" text,
	"date" date NOT NULL,
	"from_time" text,
	"to_time" text,
	"crews" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_closures_crews_check" CHECK ("schedule_closures"."crews" between 0 and 50),
	CONSTRAINT "schedule_closures_window_check" CHECK ("schedule_closures"."from_time" is null or "schedule_closures"."to_time" is null or "schedule_closures"."from_time" < "schedule_closures"."to_time")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "duration_minutes" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "area_crews" ADD CONSTRAINT "area_crews_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_overrides" ADD CONSTRAINT "holiday_overrides_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_closures" ADD CONSTRAINT "schedule_closures_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_closures_date_idx" ON "schedule_closures" USING btree ("date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_duration_check" CHECK ("bookings"."duration_minutes" between 30 and 1440);