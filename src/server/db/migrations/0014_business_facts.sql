CREATE TABLE "business_facts" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"insured" boolean DEFAULT false NOT NULL,
	"insurer_name" text,
	"license_number" text,
	"association_name" text,
	"founded_year" integer,
	"emergency_phone" text,
	"emergency_hours" text,
	"same_day" boolean DEFAULT false NOT NULL,
	"google_review_url" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_facts_single_row" CHECK ("business_facts"."id" = 'site'),
	CONSTRAINT "business_facts_emergency_pair" CHECK (("business_facts"."emergency_phone" is null) = ("business_facts"."emergency_hours" is null))
);
--> statement-breakpoint
ALTER TABLE "business_facts" ADD CONSTRAINT "business_facts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;