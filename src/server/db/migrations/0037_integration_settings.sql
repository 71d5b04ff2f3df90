CREATE TABLE "integration_settings" (
	"field" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"sealed" boolean NOT NULL,
	"shown" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "integration_settings_field_check" CHECK (field in ('stripeSecretKey', 'stripeWebhookSecret', 'twilioAccountSid', 'twilioAuthToken', 'twilioFromNumber', 'twilioMessagingServiceSid')),
	CONSTRAINT "integration_settings_sealed_check" CHECK (sealed or field not in ('stripeSecretKey', 'stripeWebhookSecret', 'twilioAuthToken'))
);
--> statement-breakpoint
CREATE TABLE "settings_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"setting" text NOT NULL,
	"action" text NOT NULL,
	"shown" text,
	"changed_by" text,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "settings_changes_action_check" CHECK ("settings_changes"."action" in ('set', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "integration_settings" ADD CONSTRAINT "integration_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_changes" ADD CONSTRAINT "settings_changes_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settings_changes_at_idx" ON "settings_changes" USING btree ("changed_at");