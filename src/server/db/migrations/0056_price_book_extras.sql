ALTER TABLE "quote_lines" DROP CONSTRAINT "quote_lines_source_extra_id_price_list_items_id_fk";
--> statement-breakpoint
ALTER TABLE "visit_extras" DROP CONSTRAINT "visit_extras_price_item_id_price_list_items_id_fk";
--> statement-breakpoint
-- The price list's active extras become the price book's (decision 0040, amended), ids kept so the
-- visits and quote lines that name them still do: one new version on top of the latest, or on top
-- of version 0 (the code's prices as of this migration, written out) when none was saved. Nothing
-- to bring over: no version. Retired items stay in price_list_items only.
INSERT INTO "price_versions" ("version", "book", "created_by", "created_at")
SELECT
  COALESCE((SELECT max("version") FROM "price_versions"), 0) + 1,
  COALESCE(
    (SELECT "book" FROM "price_versions" ORDER BY "version" DESC LIMIT 1),
    '{"services":{"standard":{"description":"Whole-home air duct cleaning, priced by bedrooms, bathrooms and size.","baseCents":24900,"perBedroomCents":3000,"perBathroomCents":2000},"deep":{"description":"Dryer vent cleaning, one flat price whatever the home''s size.","baseCents":14900,"perBedroomCents":0,"perBathroomCents":0},"move_out":{"description":"Air ducts and the dryer vent in one visit, priced by bedrooms, bathrooms and size.","baseCents":37900,"perBedroomCents":2500,"perBathroomCents":1500}},"addOns":{"uv_light":{"name":"UV Light Installation","description":"A UV-C lamp fitted near the indoor coil to help keep mold and bacteria off the coil.","cents":34900},"filter":{"name":"Filter Replacement","description":"A new filter in the right size, usually MERV 8-11, fitted at the end of the cleaning.","cents":2900},"video_inspection":{"name":"Post-Cleaning Video Inspection","description":"Camera footage from inside your ducts after cleaning, so you see the result.","cents":7900}},"areas":{}}'::jsonb
  ) || jsonb_build_object(
    'extras',
    (SELECT jsonb_agg(
      jsonb_build_object('id', "id"::text, 'name', "description", 'description', '', 'cents', "unit_cents")
      ORDER BY "created_at", "id"
    ) FROM "price_list_items" WHERE "active")
  ),
  NULL,
  now()
WHERE EXISTS (SELECT 1 FROM "price_list_items" WHERE "active");
