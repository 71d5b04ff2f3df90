CREATE TABLE "drive_settings" (
	"id" text PRIMARY KEY DEFAULT 'drive' NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "start_address" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "start_zip" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "start_latitude" double precision;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "start_longitude" double precision;--> statement-breakpoint
ALTER TABLE "drive_settings" ADD CONSTRAINT "drive_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_start_check" CHECK (("crews"."start_latitude" is null) = ("crews"."start_longitude" is null) and ("crews"."start_address" is null) = ("crews"."start_latitude" is null));