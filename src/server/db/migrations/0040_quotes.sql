CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"source_extra_id" uuid,
	"position" integer NOT NULL,
	"chosen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "quote_lines_quantity_check" CHECK ("quote_lines"."quantity" between 1 and 99),
	CONSTRAINT "quote_lines_price_check" CHECK ("quote_lines"."unit_cents" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "quote_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quote_options_position_check" CHECK ("quote_options"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"customer_id" text NOT NULL,
	"service_type" text NOT NULL,
	"street" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"customer_phone" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"square_feet" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"expires_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"price_table_version" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"approved_option_id" uuid,
	"booking_id" uuid,
	CONSTRAINT "quotes_token_unique" UNIQUE("token"),
	CONSTRAINT "quotes_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('draft', 'sent', 'approved', 'declined', 'expired')),
	CONSTRAINT "quotes_service_type_check" CHECK ("quotes"."service_type" in ('standard', 'deep', 'move_out')),
	CONSTRAINT "quotes_approved_check" CHECK (("quotes"."status" = 'approved') = ("quotes"."approved_option_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_option_id_quote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."quote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_source_extra_id_price_list_items_id_fk" FOREIGN KEY ("source_extra_id") REFERENCES "public"."price_list_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_position_idx" ON "quote_lines" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_options_position_idx" ON "quote_options" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at");