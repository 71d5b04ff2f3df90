CREATE TABLE "price_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"book" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_versions_version_check" CHECK ("price_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "price_versions" ADD CONSTRAINT "price_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;