-- The list search matches part of a name in either language (ilike '%q%'): trigram indexes serve it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_name_en_trgm_idx" ON "listings" USING gin (("name"->>'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_name_ar_trgm_idx" ON "listings" USING gin (("name"->>'ar') gin_trgm_ops);
