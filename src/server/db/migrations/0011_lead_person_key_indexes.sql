DROP INDEX "pricing_leads_email_idx";--> statement-breakpoint
DROP INDEX "pricing_leads_phone_idx";--> statement-breakpoint
CREATE INDEX "pricing_leads_email_key_idx" ON "pricing_leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "pricing_leads_phone_key_idx" ON "pricing_leads" USING btree (right(regexp_replace("phone", '\D', '', 'g'), 10));