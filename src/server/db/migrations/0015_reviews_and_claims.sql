CREATE TABLE "business_facts" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"insured" boolean DEFAULT false NOT NULL,
	"insurer_name" text,
	"license_number" text,
	"association_name" text,
	"founded_year" integer,
	"emergency_phone" text,
	"emergency_hours" text,
	"same_day" boolean DEFAULT false NOT NULL,
	"google_review_url" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_facts_single_row" CHECK ("business_facts"."id" = 'site'),
	CONSTRAINT "business_facts_emergency_pair" CHECK (("business_facts"."emergency_phone" is null) = ("business_facts"."emergency_hours" is null))
);
--> statement-breakpoint
CREATE TABLE "published_photos" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"service_area" text NOT NULL,
	"city" text,
	"service_type" text NOT NULL,
	"kind" text NOT NULL,
	"checked_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_moderation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"by" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_moderation_action_check" CHECK ("review_moderation"."action" in ('reply', 'hide', 'show'))
);
--> statement-breakpoint
CREATE TABLE "review_opt_outs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"show_name" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"city" text,
	"service_area" text NOT NULL,
	"service_type" text NOT NULL,
	"photo_consent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"hidden_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('published', 'hidden')),
	CONSTRAINT "reviews_hidden_reason_check" CHECK (("reviews"."status" = 'hidden') = ("reviews"."hidden_reason" is not null) and ("reviews"."hidden_reason" is null or "reviews"."hidden_reason" in ('personal-data', 'profanity', 'off-topic', 'not-a-customer')))
);
--> statement-breakpoint
ALTER TABLE "business_facts" ADD CONSTRAINT "business_facts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_photos" ADD CONSTRAINT "published_photos_photo_id_visit_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."visit_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_photos" ADD CONSTRAINT "published_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_photos" ADD CONSTRAINT "published_photos_checked_by_user_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_moderation" ADD CONSTRAINT "review_moderation_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_moderation" ADD CONSTRAINT "review_moderation_by_user_id_fk" FOREIGN KEY ("by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_opt_outs" ADD CONSTRAINT "review_opt_outs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_request_id_review_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "published_photos_booking_idx" ON "published_photos" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "published_photos_at_idx" ON "published_photos" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "review_moderation_review_idx" ON "review_moderation" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_booking_idx" ON "review_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "review_requests_user_idx" ON "review_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_request_idx" ON "reviews" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_idx" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("status","created_at");