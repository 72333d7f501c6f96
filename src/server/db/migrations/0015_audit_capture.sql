-- Every staff write is recorded by the database itself (docs/decisions/0016-audit-log.md): the server
-- names the staff member in each transaction of a staff request (app.actor_id, app.actor_name), and
-- these triggers write who, which record and what changed. Writes without an actor (visitors' forms,
-- jobs, the start-up seed) are not recorded.

-- A row as the log keeps it: without what is derived from other columns or changes on every write.
CREATE FUNCTION audit_row(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb) FROM jsonb_each(r)
  WHERE key NOT LIKE 'search\_%' AND key NOT IN ('updated_at', 'map_latitude', 'map_longitude', 'last_assigned_at', 'totp_last_step')
$$;--> statement-breakpoint
-- Secrets never reach the log: that they changed shows as "[hidden]".
CREATE FUNCTION audit_mask(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(jsonb_object_agg(key, CASE WHEN key IN ('password_hash', 'totp_secret') AND value <> 'null'::jsonb THEN '"[hidden]"'::jsonb ELSE value END), '{}'::jsonb)
  FROM jsonb_each(r)
$$;--> statement-breakpoint
-- TG_ARGV: the entity type as the log names it, and the column that identifies the record.
CREATE FUNCTION audit_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('app.actor_id', true), '');
  old_row jsonb;
  new_row jsonb;
  before_values jsonb;
  after_values jsonb;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := audit_row(to_jsonb(OLD)); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := audit_row(to_jsonb(NEW)); END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, n.value) INTO before_values, after_values
    FROM jsonb_each(old_row) o JOIN jsonb_each(new_row) n ON n.key = o.key
    WHERE o.value IS DISTINCT FROM n.value;
    IF before_values IS NULL THEN
      RETURN NULL;
    END IF;
  ELSE
    before_values := old_row;
    after_values := new_row;
  END IF;
  INSERT INTO audit_log (actor_id, actor_name, action, entity_type, entity_id, before, after)
  VALUES (
    actor::uuid,
    coalesce(current_setting('app.actor_name', true), ''),
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_ARGV[0],
    coalesce(new_row, old_row) ->> TG_ARGV[1],
    audit_mask(before_values),
    audit_mask(after_values)
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION audit_capture('user', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "properties" FOR EACH ROW EXECUTE FUNCTION audit_capture('property', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "developments" FOR EACH ROW EXECUTE FUNCTION audit_capture('development', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "blogs" FOR EACH ROW EXECUTE FUNCTION audit_capture('blog', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "testimonials" FOR EACH ROW EXECUTE FUNCTION audit_capture('testimonial', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "consultations" FOR EACH ROW EXECUTE FUNCTION audit_capture('consultation', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "contacts" FOR EACH ROW EXECUTE FUNCTION audit_capture('contact', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "submissions" FOR EACH ROW EXECUTE FUNCTION audit_capture('submission', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "settings" FOR EACH ROW EXECUTE FUNCTION audit_capture('settings', 'key');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "land_use_zones" FOR EACH ROW EXECUTE FUNCTION audit_capture('zone', 'code');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "people" FOR EACH ROW EXECUTE FUNCTION audit_capture('person', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "viewings" FOR EACH ROW EXECUTE FUNCTION audit_capture('viewing', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "viewing_hours" FOR EACH ROW EXECUTE FUNCTION audit_capture('viewing-hours', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "viewing_exceptions" FOR EACH ROW EXECUTE FUNCTION audit_capture('viewing-exception', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "newsletter_subscribers" FOR EACH ROW EXECUTE FUNCTION audit_capture('newsletter-subscriber', 'id');--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON "saved_searches" FOR EACH ROW EXECUTE FUNCTION audit_capture('saved-search', 'id');--> statement-breakpoint
-- TRUNCATE skips row triggers: it is refused too, except to a restore, which replaces the whole log with the backup's.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.audit_erasure', true) = 'on' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'TRUNCATE' AND current_setting('app.audit_restore', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
