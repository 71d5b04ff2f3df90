ALTER TABLE "pricing_leads" ADD COLUMN "request_digest" text;--> statement-breakpoint
CREATE INDEX "pricing_leads_request_digest_idx" ON "pricing_leads" USING btree ("request_digest");