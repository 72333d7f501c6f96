-- Every change to what the public site shows is announced on the channel `public_content`, at commit,
-- to every server instance listening (each empties its page and API cache). The payload is the table
-- and the writing transaction's start (seconds since the epoch), so identical notifications of one
-- transaction collapse into one and the receiver can tell how late it heard. A view counter going up
-- changes nothing a visitor needs fresh, so an update of `views` alone is not announced.
CREATE FUNCTION notify_public_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'views') = (to_jsonb(NEW) - 'views') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('public_content', TG_TABLE_NAME || ' ' || extract(epoch from now())::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER properties_public_content AFTER INSERT OR UPDATE OR DELETE ON properties FOR EACH ROW EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER properties_public_content_truncate AFTER TRUNCATE ON properties FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER developments_public_content AFTER INSERT OR UPDATE OR DELETE ON developments FOR EACH ROW EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER developments_public_content_truncate AFTER TRUNCATE ON developments FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER blogs_public_content AFTER INSERT OR UPDATE OR DELETE ON blogs FOR EACH ROW EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER blogs_public_content_truncate AFTER TRUNCATE ON blogs FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER testimonials_public_content AFTER INSERT OR UPDATE OR DELETE ON testimonials FOR EACH ROW EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER testimonials_public_content_truncate AFTER TRUNCATE ON testimonials FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER settings_public_content AFTER INSERT OR UPDATE OR DELETE ON settings FOR EACH ROW EXECUTE FUNCTION notify_public_content();
--> statement-breakpoint
CREATE TRIGGER settings_public_content_truncate AFTER TRUNCATE ON settings FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
