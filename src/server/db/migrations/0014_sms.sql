CREATE TABLE "sms_consents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"enabled" boolean NOT NULL,
	"consent_text_version" text NOT NULL,
	"consent_text" text NOT NULL,
	"source" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;