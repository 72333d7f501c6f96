ALTER TABLE "outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lead_type" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_type_check" CHECK ("outbox"."lead_type" in ('consultation', 'contact', 'submission'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_check" CHECK (("outbox"."lead_type" is null) = ("outbox"."lead_id" is null));--> statement-breakpoint
-- A failed message that staff send again (POST /api/outbox/{id}/resend) is recorded in the audit log
-- as the staff member's change (docs/decisions/0016-audit-log.md). Only that change: the sender's own
-- updates and an erasure's redaction of an email are not staff decisions about it.
CREATE TRIGGER audit_capture AFTER UPDATE OF "status" ON "outbox" FOR EACH ROW
  WHEN (OLD.status = 'failed' AND NEW.status = 'pending') EXECUTE FUNCTION audit_capture('outbox-message', 'id');
