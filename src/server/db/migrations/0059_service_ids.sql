-- The service ids say what they are: standard -> air_duct, deep -> dryer_vent, move_out ->
-- duct_and_dryer (src/domain/pricing/quote-math.ts). Every stored id is rewritten here, once: the
-- service_type columns, the JSON keyed by service (plans' included visits, the campaign's intervals,
-- every price book version's services and area prices), the booking form's body kept for a checkout
-- paid on Stripe's page, the analytics events' service_type, and a ?service= in stored page URLs.
-- Links and pages from before still work: the server reads a former id as today's (currentServiceId).
-- The checks are dropped first and added back over the rewritten rows.
ALTER TABLE "booking_money_terms" DROP CONSTRAINT "booking_money_terms_service_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_service_type_check";--> statement-breakpoint
ALTER TABLE "pricing_leads" DROP CONSTRAINT "pricing_leads_service_type_check";--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_service_type_check";--> statement-breakpoint
ALTER TABLE "recurring_schedules" DROP CONSTRAINT "recurring_service_type_check";--> statement-breakpoint
ALTER TABLE "waitlist_signups" DROP CONSTRAINT "waitlist_service_type_check";--> statement-breakpoint
CREATE FUNCTION "renamed_service_id"(id text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE id WHEN 'standard' THEN 'air_duct' WHEN 'deep' THEN 'dryer_vent' WHEN 'move_out' THEN 'duct_and_dryer' ELSE id END
$$;--> statement-breakpoint
CREATE FUNCTION "renamed_service_keys"(obj jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(obj) = 'object'
    THEN coalesce((SELECT jsonb_object_agg("renamed_service_id"(key), value) FROM jsonb_each(obj)), '{}'::jsonb)
    ELSE obj END
$$;--> statement-breakpoint
CREATE FUNCTION "renamed_service_param"(url text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(url,
    '([?&]service=)standard(&|#|$)', '\1air_duct\2'),
    '([?&]service=)deep(&|#|$)', '\1dryer_vent\2'),
    '([?&]service=)move_out(&|#|$)', '\1duct_and_dryer\2')
$$;--> statement-breakpoint
UPDATE "pricing_leads" SET "service_type" = "renamed_service_id"("service_type") WHERE "service_type" IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "bookings" SET "service_type" = "renamed_service_id"("service_type") WHERE "service_type" IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "waitlist_signups" SET "service_type" = "renamed_service_id"("service_type") WHERE "service_type" IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "recurring_schedules" SET "service_type" = "renamed_service_id"("service_type") WHERE "service_type" IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "reviews" SET "service_type" = "renamed_service_id"("service_type") WHERE "service_type" IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "published_photos" SET "service_type" = "renamed_service_id"("service_type") WHERE "service_type" IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "quotes" SET "service_type" = "renamed_service_id"("service_type") WHERE "service_type" IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "plan_visits" SET "service_type" = "renamed_service_id"("service_type") WHERE "service_type" IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "due_messages" SET "service_type" = "renamed_service_id"("service_type") WHERE "service_type" IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "booking_money_terms" SET "service_type" = "renamed_service_id"("service_type") WHERE "service_type" IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "service_plans" SET "included_visits" = "renamed_service_keys"("included_visits")
  WHERE jsonb_typeof("included_visits") = 'object' AND jsonb_exists_any("included_visits", array['standard', 'deep', 'move_out']);--> statement-breakpoint
UPDATE "due_settings" SET "settings" = jsonb_set("settings", '{intervals}', "renamed_service_keys"("settings"->'intervals'))
  WHERE jsonb_typeof("settings"->'intervals') = 'object' AND jsonb_exists_any("settings"->'intervals', array['standard', 'deep', 'move_out']);--> statement-breakpoint
UPDATE "price_versions" SET "book" = jsonb_set("book", '{services}', "renamed_service_keys"("book"->'services'))
  WHERE jsonb_typeof("book"->'services') = 'object' AND jsonb_exists_any("book"->'services', array['standard', 'deep', 'move_out']);--> statement-breakpoint
UPDATE "price_versions" SET "book" = jsonb_set("book", '{areas}', (
    SELECT coalesce(jsonb_object_agg(a.key, "renamed_service_keys"(a.value)), '{}'::jsonb) FROM jsonb_each("book"->'areas') a
  ))
  WHERE jsonb_typeof("book"->'areas') = 'object';--> statement-breakpoint
UPDATE "booking_checkouts" SET "input" = jsonb_set("input", '{serviceType}', to_jsonb("renamed_service_id"("input"->>'serviceType')))
  WHERE "input"->>'serviceType' IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "analytics_events" SET "props" = jsonb_set("props", '{service_type}', to_jsonb("renamed_service_id"("props"->>'service_type')))
  WHERE "props"->>'service_type' IN ('standard', 'deep', 'move_out');--> statement-breakpoint
UPDATE "pricing_leads" SET "page_url" = "renamed_service_param"("page_url") WHERE "page_url" ~ '[?&]service=(standard|deep|move_out)';--> statement-breakpoint
UPDATE "user_sessions" SET "page_url" = "renamed_service_param"("page_url") WHERE "page_url" ~ '[?&]service=(standard|deep|move_out)';--> statement-breakpoint
DROP FUNCTION "renamed_service_param"(text);--> statement-breakpoint
DROP FUNCTION "renamed_service_keys"(jsonb);--> statement-breakpoint
DROP FUNCTION "renamed_service_id"(text);--> statement-breakpoint
ALTER TABLE "booking_money_terms" ADD CONSTRAINT "booking_money_terms_service_check" CHECK ("booking_money_terms"."service_type" in ('air_duct', 'dryer_vent', 'duct_and_dryer'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_type_check" CHECK ("bookings"."service_type" in ('air_duct', 'dryer_vent', 'duct_and_dryer'));--> statement-breakpoint
ALTER TABLE "pricing_leads" ADD CONSTRAINT "pricing_leads_service_type_check" CHECK ("pricing_leads"."service_type" in ('air_duct', 'dryer_vent', 'duct_and_dryer', 'air-quality-testing', 'sanitizing', 'blower-coil-cleaning'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_service_type_check" CHECK ("quotes"."service_type" in ('air_duct', 'dryer_vent', 'duct_and_dryer'));--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_service_type_check" CHECK ("recurring_schedules"."service_type" in ('air_duct', 'dryer_vent', 'duct_and_dryer'));--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD CONSTRAINT "waitlist_service_type_check" CHECK ("waitlist_signups"."service_type" in ('air_duct', 'dryer_vent', 'duct_and_dryer'));
