ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_digest_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "viewings_created_idx" ON "viewings" USING btree ("created_at");--> statement-breakpoint
-- Files queued before this column rode in a reserved header; they move to the column.
UPDATE "outbox" SET "attachments" = ("headers"->>'X-Outbox-Attachments')::jsonb, "headers" = "headers" - 'X-Outbox-Attachments' WHERE "headers" ? 'X-Outbox-Attachments';--> statement-breakpoint
-- The last digest each staff member got was marked by a header on its email.
UPDATE "users" u SET "last_digest_at" = d.at FROM (SELECT lower("to") AS email, max("created_at") AS at FROM "outbox" WHERE "headers" ? 'X-Kigali-Estates-Digest' GROUP BY lower("to")) d WHERE lower(u."email") = d.email;
