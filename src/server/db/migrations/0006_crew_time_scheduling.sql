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
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_duration_check" CHECK ("bookings"."duration_minutes" between 30 and 1440);--> statement-breakpoint
-- Hand-written data backfill (docs/decisions/0010-crew-time-capacity.md), after the generated DDL:
-- every statement is idempotent and changes nothing on an empty database.
-- Job lengths of existing bookings, as src/domain/scheduling/duration.ts computes them (capped at
-- the column's check, 1440; such a home is refused online and the owner plans it by hand).
update "bookings"
set "duration_minutes" = least(
  1440,
  case "service_type"
    when 'deep' then 60
    when 'move_out' then 300
    else 240
  end
  + case
    when "service_type" <> 'deep' and "square_feet" > 2500 then ceil(("square_feet" - 2500) / 1000.0)::int * 60
    else 0
  end
);--> statement-breakpoint
-- Bookings stored under the old per-state fallback areas move to their metro's one area.
update "bookings" set "service_area" = 'new-york-city' where "service_area" = 'ny';--> statement-breakpoint
update "bookings" set "service_area" = 'chicago' where "service_area" = 'il';--> statement-breakpoint
update "bookings" set "service_area" = 'dallas' where "service_area" = 'tx' and "city" ilike 'dallas%';--> statement-breakpoint
update "bookings" set "service_area" = 'houston' where "service_area" = 'tx' and "city" ilike 'houston%';--> statement-breakpoint
update "bookings" set "service_area" = 'miami' where "service_area" = 'fl';--> statement-breakpoint
update "bookings" set "service_area" = 'philadelphia' where "service_area" = 'pa';--> statement-breakpoint
update "bookings" set "service_area" = 'atlanta' where "service_area" = 'ga';--> statement-breakpoint
update "bookings" set "service_area" = 'phoenix' where "service_area" = 'az';--> statement-breakpoint
update "bookings" set "service_area" = 'boston' where "service_area" = 'ma';
-- Rows still in an unknown area (another state's slug) are for the owner to check by hand:
-- select id, address, service_area from bookings
--   where service_area not in ('bay-area', 'new-york-city', 'los-angeles', 'chicago', 'dallas',
--     'houston', 'miami', 'philadelphia', 'atlanta', 'phoenix', 'boston');
