CREATE TABLE "membership_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"period_key" date NOT NULL,
	"period_index" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"stripe_payment_intent_id" text,
	"stripe_refund_id" text,
	"decline_code" text,
	"first_declined_on" date,
	"next_retry_on" date,
	"claimed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"changed_by" text,
	"reason" text NOT NULL,
	CONSTRAINT "membership_charges_status_check" CHECK ("membership_charges"."status" in ('charging', 'succeeded', 'declined', 'refunded', 'abandoned')),
	CONSTRAINT "membership_charges_amount_check" CHECK ("membership_charges"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"price_cents" integer NOT NULL,
	"period" text NOT NULL,
	"anchor_date" date NOT NULL,
	"paid_periods" integer DEFAULT 0 NOT NULL,
	"stripe_customer_id" text,
	"payment_method_id" text,
	"ends_on" date,
	"enrolled_by" text,
	"changed_by" text,
	"change_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('pending', 'active', 'past_due', 'paused', 'cancelled')),
	CONSTRAINT "memberships_period_check" CHECK ("memberships"."period" in ('yearly', 'monthly')),
	CONSTRAINT "memberships_paid_periods_check" CHECK ("memberships"."paid_periods" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"period" text NOT NULL,
	"included_visits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"discount_bps" integer DEFAULT 0 NOT NULL,
	"terms" text NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_plans_period_check" CHECK ("service_plans"."period" in ('yearly', 'monthly')),
	CONSTRAINT "service_plans_price_check" CHECK ("service_plans"."price_cents" between 100 and 10000000),
	CONSTRAINT "service_plans_discount_check" CHECK ("service_plans"."discount_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_service_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."service_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_enrolled_by_user_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_period_idx" ON "membership_charges" USING btree ("membership_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_intent_idx" ON "membership_charges" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "membership_charges_retry_idx" ON "membership_charges" USING btree ("status","next_retry_on");--> statement-breakpoint
CREATE INDEX "memberships_customer_idx" ON "memberships" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_live_idx" ON "memberships" USING btree ("customer_id","plan_id") WHERE "memberships"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "memberships_due_idx" ON "memberships" USING btree ("status","anchor_date");