ALTER TABLE "properties" ADD COLUMN "price_period" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_price_period_check" CHECK ("properties"."price_period" in ('month', 'night', 'year'));