ALTER TABLE "known_devices" ADD COLUMN "last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "device_hash" text;