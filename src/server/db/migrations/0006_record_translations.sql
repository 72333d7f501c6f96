ALTER TABLE "blogs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "developments" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_text_en_idx" ON "properties" USING gin (to_tsvector('english'::regconfig, "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "properties_text_rw_idx" ON "properties" USING gin (to_tsvector('simple'::regconfig, coalesce("translations" -> 'rw' ->> 'title', '') || ' ' || coalesce("translations" -> 'rw' ->> 'description', '')));--> statement-breakpoint
CREATE INDEX "properties_text_fr_idx" ON "properties" USING gin (to_tsvector('french'::regconfig, coalesce("translations" -> 'fr' ->> 'title', '') || ' ' || coalesce("translations" -> 'fr' ->> 'description', '')));