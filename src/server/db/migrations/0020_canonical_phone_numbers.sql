-- Phone numbers in the one form the forms store since (E.164, +250788123456), so staff see one number
-- and search and people find it: numbers written 0788 123 456, 788123456, 250…, +250 … or 00… are
-- rewritten; a text that is not a number is kept as it was. canonical_phone holds the rules of
-- src/domain/phone.ts (parsePhone) in SQL; src/server/db/canonical-phone.test.ts keeps the two in step.
-- A restore of a backup made before this migration runs it again over the restored rows
-- (src/server/services/backup.ts), so each statement can run twice.
-- The spaces are JavaScript's \s (what trim() and the forms' rules read as space), written out.
CREATE OR REPLACE FUNCTION canonical_phone(typed text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  spaces constant text := '\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
  rwandan constant text := '^(7[2389][0-9]{7}|25[0-9]{7})$';
  t text := regexp_replace(typed, '^[' || spaces || ']+|[' || spaces || ']+$', '', 'g');
  digits text;
  national text;
  international boolean;
BEGIN
  IF t !~ ('^\+?[0-9' || spaces || '().-]+$') THEN
    RETURN typed;
  END IF;
  digits := regexp_replace(t, '[^0-9]', '', 'g');
  international := left(t, 1) = '+' OR left(t, 2) = '00';
  IF left(t, 2) = '00' THEN
    digits := substr(digits, 3);
  END IF;
  IF international OR (left(digits, 3) = '250' AND length(digits) >= 12) THEN
    IF left(digits, 3) = '250' THEN
      -- "+250 (0)788 …" mixes the two ways of writing it.
      national := regexp_replace(substr(digits, 4), '^0', '');
      RETURN CASE WHEN national ~ rwandan THEN '+250' || national ELSE typed END;
    END IF;
    RETURN CASE WHEN international AND digits ~ '^[1-9][0-9]{6,14}$' THEN '+' || digits ELSE typed END;
  END IF;
  IF left(digits, 1) = '0' THEN
    RETURN CASE WHEN substr(digits, 2) ~ rwandan THEN '+250' || substr(digits, 2) ELSE typed END;
  END IF;
  RETURN CASE WHEN digits ~ '^7[2389][0-9]{7}$' THEN '+250' || digits ELSE typed END;
END $$;--> statement-breakpoint
UPDATE "users" SET "phone" = canonical_phone("phone") WHERE "phone" <> canonical_phone("phone");--> statement-breakpoint
UPDATE "people" SET "phone" = canonical_phone("phone") WHERE "phone" <> canonical_phone("phone");--> statement-breakpoint
UPDATE "consultations" SET "phone" = canonical_phone("phone") WHERE "phone" <> canonical_phone("phone");--> statement-breakpoint
UPDATE "contacts" SET "phone" = canonical_phone("phone") WHERE "phone" <> canonical_phone("phone");--> statement-breakpoint
UPDATE "submissions"
SET "contact_phone" = canonical_phone("contact_phone"), "contact_whatsapp" = canonical_phone("contact_whatsapp")
WHERE "contact_phone" <> canonical_phone("contact_phone") OR "contact_whatsapp" <> canonical_phone("contact_whatsapp");--> statement-breakpoint
UPDATE "developments" SET "contact_phone" = canonical_phone("contact_phone") WHERE "contact_phone" <> canonical_phone("contact_phone");--> statement-breakpoint
UPDATE "settings"
SET "value" = jsonb_set("value", '{phone}', to_jsonb(canonical_phone("value" ->> 'phone')))
WHERE "key" = 'companyInfo' AND jsonb_typeof("value" -> 'phone') = 'string' AND "value" ->> 'phone' <> canonical_phone("value" ->> 'phone');
