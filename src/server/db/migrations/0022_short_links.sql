CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_target_check" CHECK ("short_links"."target" like '/%' and "short_links"."target" not like '//%')
);
--> statement-breakpoint
CREATE INDEX "short_links_expires_idx" ON "short_links" USING btree ("expires_at");