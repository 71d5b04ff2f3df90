CREATE TABLE "booking_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"input" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer,
	"currency" text DEFAULT 'usd' NOT NULL,
	"stripe_session_id" text,
	"stripe_customer_id" text,
	"stripe_payment_intent_id" text,
	"payment_method_id" text,
	"booking_id" uuid,
	"refusal" text,
	"refund_state" text,
	"refund_reason" text,
	"stripe_refund_id" text,
	"refunded_by" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "booking_checkouts_kind_check" CHECK ("booking_checkouts"."kind" in ('deposit', 'no-show-fee')),
	CONSTRAINT "booking_checkouts_status_check" CHECK ("booking_checkouts"."status" in ('open', 'paid', 'booked', 'refused')),
	CONSTRAINT "booking_checkouts_refund_check" CHECK ("booking_checkouts"."refund_state" is null or "booking_checkouts"."refund_state" in ('pending', 'succeeded')),
	CONSTRAINT "booking_checkouts_amount_check" CHECK ("booking_checkouts"."deposit_cents" >= 0 and "booking_checkouts"."deposit_cents" <= "booking_checkouts"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "booking_money_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_type" text NOT NULL,
	"kind" text NOT NULL,
	"deposit_cents" integer,
	"deposit_bps" integer,
	"fee_cents" integer,
	"changed_by" text,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_money_terms_service_check" CHECK ("booking_money_terms"."service_type" in ('standard', 'deep', 'move_out')),
	CONSTRAINT "booking_money_terms_kind_check" CHECK ("booking_money_terms"."kind" in ('none', 'deposit', 'no-show-fee'))
);
--> statement-breakpoint
CREATE TABLE "no_show_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"stripe_payment_intent_id" text,
	"decline_code" text,
	"reason" text NOT NULL,
	"charged_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "no_show_fees_status_check" CHECK ("no_show_fees"."status" in ('charging', 'succeeded', 'declined')),
	CONSTRAINT "no_show_fees_amount_check" CHECK ("no_show_fees"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_checkouts" ADD CONSTRAINT "booking_checkouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_checkouts" ADD CONSTRAINT "booking_checkouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_checkouts" ADD CONSTRAINT "booking_checkouts_refunded_by_user_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_money_terms" ADD CONSTRAINT "booking_money_terms_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_fees" ADD CONSTRAINT "no_show_fees_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_fees" ADD CONSTRAINT "no_show_fees_charged_by_user_id_fk" FOREIGN KEY ("charged_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_checkouts_booking_idx" ON "booking_checkouts" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_checkouts_intent_idx" ON "booking_checkouts" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "booking_checkouts_status_idx" ON "booking_checkouts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "booking_money_terms_service_idx" ON "booking_money_terms" USING btree ("service_type","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_fees_booking_idx" ON "no_show_fees" USING btree ("booking_id");