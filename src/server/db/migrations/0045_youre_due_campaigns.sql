CREATE TABLE "due_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"campaign" text NOT NULL,
	"service_type" text NOT NULL,
	"last_booking_id" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"booking_id" uuid
);
--> statement-breakpoint
CREATE TABLE "due_opt_outs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "due_settings" (
	"id" text PRIMARY KEY DEFAULT 'due' NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "due_messages" ADD CONSTRAINT "due_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_messages" ADD CONSTRAINT "due_messages_last_booking_id_bookings_id_fk" FOREIGN KEY ("last_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_messages" ADD CONSTRAINT "due_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_opt_outs" ADD CONSTRAINT "due_opt_outs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_settings" ADD CONSTRAINT "due_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "due_messages_dedupe_idx" ON "due_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "due_messages_user_idx" ON "due_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "due_messages_campaign_idx" ON "due_messages" USING btree ("campaign");