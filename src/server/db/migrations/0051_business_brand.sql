CREATE TABLE "business_brand" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"colour" text,
	"hours" text,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"logo_key" text,
	"logo_width" integer,
	"logo_height" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_brand_single_row" CHECK ("business_brand"."id" = 'site')
);
--> statement-breakpoint
ALTER TABLE "business_brand" ADD CONSTRAINT "business_brand_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;