CREATE TABLE "sms_code_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"phone" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_number_locks" (
	"phone" text PRIMARY KEY NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_number_proofs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_consents" ADD COLUMN "proved_by" text;--> statement-breakpoint
ALTER TABLE "sms_code_sends" ADD CONSTRAINT "sms_code_sends_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_number_proofs" ADD CONSTRAINT "sms_number_proofs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_code_sends_phone_idx" ON "sms_code_sends" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "sms_code_sends_user_idx" ON "sms_code_sends" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_sms_to_idx" ON "outbox_messages" USING btree ("to","created_at") WHERE "outbox_messages"."channel" = 'sms';