ALTER TABLE "consultations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_language_check" CHECK ("consultations"."language" in ('en', 'rw', 'fr'));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_language_check" CHECK ("contacts"."language" in ('en', 'rw', 'fr'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_language_check" CHECK ("newsletter_subscribers"."language" in ('en', 'rw', 'fr'));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_language_check" CHECK ("submissions"."language" in ('en', 'rw', 'fr'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'fr'));