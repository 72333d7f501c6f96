-- The point visitors see, as src/domain/map-point.ts computes it: the listing's id hashed (FNV-1a
-- with MurmurHash3's final mix, 32 bits) gives a fixed direction and a distance of 150-250 m.
-- Multiplications keep the low 32 bits without overflowing bigint: by halves of 16 bits.
CREATE FUNCTION listing_offset_hash(id uuid, seed bigint) RETURNS bigint LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  chars text := id::text;
  h bigint := 2166136261 # seed;
  i integer;
BEGIN
  FOR i IN 1..length(chars) LOOP
    h := ((h # ascii(substr(chars, i, 1))) * 16777619) & 4294967295;
  END LOOP;
  h := h # (h >> 16);
  h := ((h * 51819) + (((h * 34283) & 65535) << 16)) & 4294967295;
  h := h # (h >> 13);
  h := ((h * 44597) + (((h * 49842) & 65535) << 16)) & 4294967295;
  RETURN h # (h >> 16);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION listing_map_latitude(id uuid, latitude double precision) RETURNS double precision LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT round((latitude + (150 + listing_offset_hash(id, 2) / 4294967296.0 * 100)
    * cos(listing_offset_hash(id, 1) / 4294967296.0 * 2 * pi()) / 111320)::numeric, 5)::double precision
$$;
--> statement-breakpoint
CREATE FUNCTION listing_map_longitude(id uuid, latitude double precision, longitude double precision) RETURNS double precision LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT round((longitude + (150 + listing_offset_hash(id, 2) / 4294967296.0 * 100)
    * sin(listing_offset_hash(id, 1) / 4294967296.0 * 2 * pi()) / (111320 * cos(radians(latitude))))::numeric, 5)::double precision
$$;
--> statement-breakpoint
CREATE TABLE "secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_point_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "map_latitude" double precision GENERATED ALWAYS AS (case when exact_location then latitude else listing_map_latitude(id, latitude) end) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "map_longitude" double precision GENERATED ALWAYS AS (case when exact_location then longitude else listing_map_longitude(id, latitude, longitude) end) STORED;--> statement-breakpoint
CREATE INDEX "properties_map_point_idx" ON "properties" USING btree ("map_latitude","map_longitude");