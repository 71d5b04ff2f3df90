-- Customer search (/admin/customers, docs/decisions/0030-customers.md) looks for what the owner
-- types anywhere in a name, email, address or phone's digits: a "contains" search, which only a
-- trigram index answers without reading every row. pg_trgm ships with PostgreSQL's contrib
-- (Debian's postgresql package has it) but not with PGlite, and creating it needs the CREATE
-- right on the database: where either is missing the search reads the tables instead (the same
-- SQL, the same answers), and this migration does nothing. The expressions are the ones the
-- search uses (src/server/customers/search-keys.ts, which a test holds to this file); phone
-- digits are the generated columns of migration 0034.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "user_search_words_idx" ON "user" USING gin ((lower("name" || ' ' || "email")) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "profiles_search_words_idx" ON "profiles" USING gin ((lower(coalesce("full_name", '') || ' ' || coalesce("default_address", ''))) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "profiles_search_digits_idx" ON "profiles" USING gin (("phone_digits") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "bookings_search_words_idx" ON "bookings" USING gin ((lower("address")) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "bookings_search_digits_idx" ON "bookings" USING gin (("phone_digits") gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm is not available to this role: customer search reads the tables without an index';
END $$;
