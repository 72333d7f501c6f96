-- The audit log cannot be rewritten by the role the server runs as (docs/decisions/0016-audit-log.md).
-- On PostgreSQL that role owns nothing (DATABASE_OWNER_URL runs the migrations, docs/deploy.md) and
-- may only read the log: entries are written by the capture trigger as the owner, and an erasure
-- changes them only through audit_log_erase, which runs as the owner and can do nothing but put the
-- erased marker in place of a person's values. Session settings no longer open the log to anyone.

-- The columns of each record that name or describe a person, as entries call them: an erasure
-- replaces them in the entries about that person's records.
CREATE FUNCTION audit_personal_fields(entity_type text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE entity_type
    WHEN 'person' THEN ARRAY['name', 'email', 'phone']
    WHEN 'consultation' THEN ARRAY['name', 'email', 'phone', 'message', 'notes', 'source_page', 'referrer', 'utm']
    WHEN 'contact' THEN ARRAY['name', 'email', 'phone', 'subject', 'message', 'notes', 'source_page', 'referrer', 'utm']
    WHEN 'submission' THEN ARRAY['contact_name', 'contact_email', 'contact_phone', 'contact_whatsapp', 'admin_notes', 'source_page', 'referrer', 'utm']
    WHEN 'viewing' THEN ARRAY['feedback']
    ELSE ARRAY[]::text[]
  END
$$;--> statement-breakpoint
-- A value that names one person rather than many: an email, a phone number or a full name. A lone
-- first name elsewhere in the log may well be someone else's.
CREATE FUNCTION audit_distinctive(value text) RETURNS boolean LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT strpos(value, '@') > 0 OR value ~ '^\+?[0-9\s]{6,}$' OR value ~ '\S\s+\S'
$$;--> statement-breakpoint
-- A text that is one of the person's values (lower case, trimmed), or that quotes their email or phone.
CREATE FUNCTION audit_mentions(value text, known text[]) RETURNS boolean LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT lower(btrim(value)) = ANY (known) OR EXISTS (
    SELECT 1 FROM unnest(known) k
    WHERE (strpos(k, '@') > 0 OR k ~ '^\+?[0-9]{6,}$') AND strpos(lower(btrim(value)), k) > 0
  )
$$;--> statement-breakpoint
-- An entry's before or after values with "erased" (ERASED in src/domain/audit.ts) in place of the
-- personal fields that hold something and of every text that mentions the person.
CREATE FUNCTION audit_redact(r jsonb, personal text[], known text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN r IS NULL OR jsonb_typeof(r) <> 'object' THEN r ELSE (
    SELECT coalesce(jsonb_object_agg(key, CASE
      WHEN key = ANY (personal) AND value NOT IN ('null'::jsonb, '""'::jsonb) THEN '"erased"'::jsonb
      WHEN jsonb_typeof(value) = 'string' AND audit_mentions(value #>> '{}', known) THEN '"erased"'::jsonb
      ELSE value
    END), '{}'::jsonb)
    FROM jsonb_each(r)
  ) END
$$;--> statement-breakpoint
-- Whether new values are the old ones with some replaced by "erased", and nothing else changed.
CREATE FUNCTION audit_only_erased(old_values jsonb, new_values jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN old_values IS NULL OR new_values IS NULL OR jsonb_typeof(old_values) <> 'object' OR jsonb_typeof(new_values) <> 'object'
      THEN old_values IS NOT DISTINCT FROM new_values
    ELSE NOT EXISTS (
      SELECT 1 FROM jsonb_each(old_values) o FULL JOIN jsonb_each(new_values) n ON n.key = o.key
      WHERE o.key IS NULL OR n.key IS NULL OR (n.value <> o.value AND n.value <> '"erased"'::jsonb)
    )
  END
$$;--> statement-breakpoint
-- The one way to change entries: a person's erasure. `records` names their records by entity type
-- ({"person": [id], "consultation": [id, …], …}): their entries lose the personal fields. `known` are
-- the person's values (name, email, phone): any entry's text that is one of them, or quotes their
-- email or phone, becomes "erased" too; values that could be someone else's are ignored. Runs as the
-- owner of the log, with a search path the caller cannot change. Answers how many entries changed.
CREATE FUNCTION audit_log_erase(records jsonb, known text[]) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  wanted text[] := ARRAY(
    SELECT DISTINCT lower(btrim(v)) FROM unnest(coalesce(known, ARRAY[]::text[])) v WHERE audit_distinctive(btrim(v))
  );
  entry record;
  personal text[];
  new_before jsonb;
  new_after jsonb;
  changed integer := 0;
BEGIN
  FOR entry IN
    WITH own AS (
      SELECT DISTINCT r.key AS entity_type, i.value AS entity_id
      FROM jsonb_each(coalesce(records, '{}'::jsonb)) r CROSS JOIN LATERAL jsonb_array_elements_text(r.value) i
    ), matched AS (
      SELECT a.id, true AS own FROM audit_log a JOIN own o ON o.entity_type = a.entity_type AND o.entity_id = a.entity_id
      UNION ALL
      SELECT a.id, false FROM audit_log a
      WHERE cardinality(wanted) > 0
        AND EXISTS (SELECT 1 FROM unnest(wanted) m WHERE strpos(lower(a.before::text), m) > 0 OR strpos(lower(a.after::text), m) > 0)
    )
    SELECT a.id, a.entity_type, a.before, a.after, bool_or(m.own) AS own
    FROM matched m JOIN audit_log a ON a.id = m.id
    GROUP BY a.id
  LOOP
    personal := CASE WHEN entry.own THEN audit_personal_fields(entry.entity_type) ELSE ARRAY[]::text[] END;
    new_before := audit_redact(entry.before, personal, wanted);
    new_after := audit_redact(entry.after, personal, wanted);
    IF new_before IS DISTINCT FROM entry.before OR new_after IS DISTINCT FROM entry.after THEN
      UPDATE audit_log SET before = new_before, after = new_after WHERE id = entry.id;
      changed := changed + 1;
    END IF;
  END LOOP;
  RETURN changed;
END $$;--> statement-breakpoint
-- Whoever asks: an UPDATE passes only as the log's owner (inside audit_log_erase, or the owner's own
-- connection) and only when it replaces values with "erased"; a TRUNCATE only as the owner during a
-- restore (app.audit_restore), which puts the backup's log in place; a DELETE never.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  as_owner boolean := pg_has_role(current_user, (SELECT relowner FROM pg_catalog.pg_class WHERE oid = TG_RELID), 'USAGE');
BEGIN
  IF TG_OP = 'UPDATE' AND as_owner
    AND (to_jsonb(NEW) - 'before' - 'after') = (to_jsonb(OLD) - 'before' - 'after')
    AND audit_only_erased(OLD.before, NEW.before) AND audit_only_erased(OLD.after, NEW.after) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'TRUNCATE' AND as_owner AND current_setting('app.audit_restore', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only';
END $$;--> statement-breakpoint
-- Entries are written as the owner, so the server's role needs no right to insert into the log; and
-- only the owner may attach the capture to a table (a trigger on a table of one's own would forge entries).
ALTER FUNCTION audit_capture() SECURITY DEFINER;--> statement-breakpoint
ALTER FUNCTION audit_capture() SET search_path = pg_catalog, public, pg_temp;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION audit_capture() FROM PUBLIC;
