CREATE TABLE "database_identity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Made once, here, so every database has its identity before it stores a file (decision 0017).
INSERT INTO "database_identity" DEFAULT VALUES;
