DROP INDEX "properties_places_trgm_idx";--> statement-breakpoint
-- A search looks up all its words in one index per language (propertyWords in schema.ts) instead of
-- a title and a description index per word. The title words stay, unindexed, for ranking.
DROP INDEX "properties_search_title_en_idx";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "search_description_en";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_words_en" tsvector GENERATED ALWAYS AS (((setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "type" || ' ' || ("location" || ' ' || coalesce("district", '') || ' ' || coalesce("sector", '') || ' ' || coalesce("neighbourhood", ''))), 'B')) || to_tsvector('english'::regconfig, "description"))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_words_en_idx" ON "properties" USING gin ("search_words_en");--> statement-breakpoint
DROP INDEX "properties_search_title_rw_idx";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "search_description_rw";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_words_rw" tsvector GENERATED ALWAYS AS (((setweight(to_tsvector('simple'::regconfig, coalesce("translations" -> 'rw' ->> 'title', '')), 'A') || setweight(to_tsvector('simple'::regconfig, "type" || ' ' || ("location" || ' ' || coalesce("district", '') || ' ' || coalesce("sector", '') || ' ' || coalesce("neighbourhood", ''))), 'B')) || to_tsvector('simple'::regconfig, coalesce("translations" -> 'rw' ->> 'description', '')))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_words_rw_idx" ON "properties" USING gin ("search_words_rw");--> statement-breakpoint
DROP INDEX "properties_search_title_fr_idx";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "search_description_fr";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_words_fr" tsvector GENERATED ALWAYS AS (((setweight(to_tsvector('french'::regconfig, coalesce("translations" -> 'fr' ->> 'title', '')), 'A') || setweight(to_tsvector('french'::regconfig, "type" || ' ' || ("location" || ' ' || coalesce("district", '') || ' ' || coalesce("sector", '') || ' ' || coalesce("neighbourhood", ''))), 'B')) || to_tsvector('french'::regconfig, coalesce("translations" -> 'fr' ->> 'description', '')))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_words_fr_idx" ON "properties" USING gin ("search_words_fr");--> statement-breakpoint
-- Every word of the places listings are in (location, district, sector, neighbourhood), for the
-- search's misspelt place names: a typed word is looked up here by trigram similarity, and the words
-- it is close to are searched for. Worked out from the listings, so not in backups; words of places no
-- longer listed stay, and only widen a misspelling's search to a place no listing has.
CREATE TABLE "place_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "place_words_trgm_idx" ON "place_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION place_words_of(places text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT lexeme FROM unnest(to_tsvector('simple'::regconfig, places))
$$;--> statement-breakpoint
CREATE FUNCTION remember_place_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO place_words (word)
      SELECT DISTINCT place_words_of((added."location" || ' ' || coalesce(added."district", '') || ' ' || coalesce(added."sector", '') || ' ' || coalesce(added."neighbourhood", ''))) FROM added
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO place_words (word) SELECT place_words_of((NEW."location" || ' ' || coalesce(NEW."district", '') || ' ' || coalesce(NEW."sector", '') || ' ' || coalesce(NEW."neighbourhood", ''))) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Inserts once per statement (a bulk insert looks its words up once); updates only when a place changes.
CREATE TRIGGER remember_place_words_added AFTER INSERT ON "properties" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION remember_place_words();--> statement-breakpoint
CREATE TRIGGER remember_place_words_changed AFTER UPDATE OF "location", "district", "sector", "neighbourhood" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION remember_place_words();--> statement-breakpoint
INSERT INTO place_words (word) SELECT DISTINCT place_words_of(("location" || ' ' || coalesce("district", '') || ' ' || coalesce("sector", '') || ' ' || coalesce("neighbourhood", ''))) FROM "properties" ON CONFLICT DO NOTHING;
