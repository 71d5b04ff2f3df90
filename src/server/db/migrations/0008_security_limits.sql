ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_emails_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "estimate_token_hash" text;--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD COLUMN "estimate_emails_sent" integer DEFAULT 0 NOT NULL;