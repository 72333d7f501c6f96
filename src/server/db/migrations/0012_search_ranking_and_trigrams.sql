-- Trigram matching for the substring search and misspelt place names (PostgreSQL contrib; PGlite loads it too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "properties_text_en_idx";--> statement-breakpoint
DROP INDEX "properties_text_rw_idx";--> statement-breakpoint
DROP INDEX "properties_text_fr_idx";--> statement-breakpoint
CREATE INDEX "properties_title_trgm_idx" ON "properties" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_location_trgm_idx" ON "properties" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_description_trgm_idx" ON "properties" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_places_trgm_idx" ON "properties" USING gin (("location" || ' ' || coalesce("district", '') || ' ' || coalesce("sector", '') || ' ' || coalesce("neighbourhood", '')) gin_trgm_ops);--> statement-breakpoint
-- Each listing's words per language, worked out once when it is written (see propertyTitleWords in schema.ts).
ALTER TABLE "properties" ADD COLUMN "search_title_en" tsvector GENERATED ALWAYS AS ((setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "type" || ' ' || ("location" || ' ' || coalesce("district", '') || ' ' || coalesce("sector", '') || ' ' || coalesce("neighbourhood", ''))), 'B'))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_title_en_idx" ON "properties" USING gin ("search_title_en");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_description_en" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "description")) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_description_en_idx" ON "properties" USING gin ("search_description_en");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_title_rw" tsvector GENERATED ALWAYS AS ((setweight(to_tsvector('simple'::regconfig, coalesce("translations" -> 'rw' ->> 'title', '')), 'A') || setweight(to_tsvector('simple'::regconfig, "type" || ' ' || ("location" || ' ' || coalesce("district", '') || ' ' || coalesce("sector", '') || ' ' || coalesce("neighbourhood", ''))), 'B'))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_title_rw_idx" ON "properties" USING gin ("search_title_rw");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_description_rw" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("translations" -> 'rw' ->> 'description', ''))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_description_rw_idx" ON "properties" USING gin ("search_description_rw");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_title_fr" tsvector GENERATED ALWAYS AS ((setweight(to_tsvector('french'::regconfig, coalesce("translations" -> 'fr' ->> 'title', '')), 'A') || setweight(to_tsvector('french'::regconfig, "type" || ' ' || ("location" || ' ' || coalesce("district", '') || ' ' || coalesce("sector", '') || ' ' || coalesce("neighbourhood", ''))), 'B'))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_title_fr_idx" ON "properties" USING gin ("search_title_fr");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_description_fr" tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, coalesce("translations" -> 'fr' ->> 'description', ''))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_description_fr_idx" ON "properties" USING gin ("search_description_fr");
