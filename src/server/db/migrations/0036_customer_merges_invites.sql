CREATE TABLE "customer_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"email" text NOT NULL,
	"sent_by" text,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" text NOT NULL,
	"into_user_id" text NOT NULL,
	"from_name" text NOT NULL,
	"from_email" text NOT NULL,
	"moved" jsonb NOT NULL,
	"resolutions" jsonb NOT NULL,
	"merged_by" text,
	"merged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_merges_not_self" CHECK ("customer_merges"."from_user_id" <> "customer_merges"."into_user_id")
);
--> statement-breakpoint
ALTER TABLE "customer_invites" ADD CONSTRAINT "customer_invites_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_invites" ADD CONSTRAINT "customer_invites_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_from_user_id_user_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_into_user_id_user_id_fk" FOREIGN KEY ("into_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_merged_by_user_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_invites_customer_idx" ON "customer_invites" USING btree ("customer_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_merges_from_idx" ON "customer_merges" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "customer_merges_into_idx" ON "customer_merges" USING btree ("into_user_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_email_to_idx" ON "outbox_messages" USING btree ("to","created_at") WHERE "outbox_messages"."channel" = 'email';