CREATE TABLE "business_identity" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_identity_single_row" CHECK ("business_identity"."id" = 'site')
);
--> statement-breakpoint
ALTER TABLE "business_identity" ADD CONSTRAINT "business_identity_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;