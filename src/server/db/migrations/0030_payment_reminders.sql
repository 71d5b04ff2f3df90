ALTER TABLE "invoices" ADD COLUMN "reminders_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminders_stopped_by" text;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "reminder_days" jsonb DEFAULT '[3,10,30]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reminders_stopped_by_user_id_fk" FOREIGN KEY ("reminders_stopped_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;