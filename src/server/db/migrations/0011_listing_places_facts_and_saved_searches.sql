CREATE TABLE "land_use_zones" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly')),
	CONSTRAINT "saved_searches_language_check" CHECK ("saved_searches"."language" in ('en', 'rw', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_key_check";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sector" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "neighbourhood" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "exact_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plot_size" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnished" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking_spaces" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_number" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "upi" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "zone" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "development_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "sector" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "neighbourhood" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "plot_size" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "furnished" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "parking_spaces" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "upi" text;--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","checked_at");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_zone_land_use_zones_code_fk" FOREIGN KEY ("zone") REFERENCES "public"."land_use_zones"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_development_id_developments_id_fk" FOREIGN KEY ("development_id") REFERENCES "public"."developments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_district_idx" ON "properties" USING btree ("district","sector");--> statement-breakpoint
CREATE INDEX "properties_point_idx" ON "properties" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_development_idx" ON "properties" USING btree ("development_id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_furnished_check" CHECK ("properties"."furnished" is null or "properties"."furnished" in ('furnished', 'semi-furnished', 'unfurnished'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_facts_check" CHECK (coalesce("properties"."plot_size", 0) >= 0 and coalesce("properties"."parking_spaces", 0) >= 0 and coalesce("properties"."year_built", 1900) between 1800 and 2200);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_point_check" CHECK (("properties"."latitude" is null) = ("properties"."longitude" is null));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_key_check" CHECK ("settings"."key" in ('companyInfo', 'systemPreferences', 'notificationSettings', 'securitySettings', 'websiteSettings', 'userPermissions', 'pricingSettings'));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_furnished_check" CHECK ("submissions"."furnished" is null or "submissions"."furnished" in ('furnished', 'semi-furnished', 'unfurnished'));--> statement-breakpoint
-- The Kigali zoning plan's zones; a superadmin adds others from the back office.
INSERT INTO "land_use_zones" ("code", "name") VALUES
  ('R1', 'Low-density residential'),
  ('R1A', 'Rural residential'),
  ('R1B', 'Low-density residential (improvement)'),
  ('R2', 'Medium-density residential'),
  ('R3', 'Medium-high-density residential'),
  ('R4', 'High-density residential'),
  ('C1', 'Mixed use'),
  ('C2', 'Commercial'),
  ('C3', 'Regional commercial'),
  ('I1', 'Light industrial'),
  ('I2', 'General industrial'),
  ('A1', 'Agricultural'),
  ('A2', 'Agricultural (rural settlement)'),
  ('P1', 'Public facilities')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Subscribers from before double opt-in keep getting the newsletter they asked for.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
--> statement-breakpoint
-- Zone names are shown on listing pages: a change empties every instance's cache (0002_public_content_changes).
CREATE TRIGGER land_use_zones_public_content AFTER INSERT OR UPDATE OR DELETE ON land_use_zones FOR EACH ROW EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER land_use_zones_public_content_truncate AFTER TRUNCATE ON land_use_zones FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
