CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "known_networks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"network" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "viewing_exceptions_range_check" CHECK ("viewing_exceptions"."starts_on" <= "viewing_exceptions"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "viewing_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "viewing_hours_range_check" CHECK ("viewing_hours"."weekday" between 0 and 6 and "viewing_hours"."start_minute" >= 0 and "viewing_hours"."start_minute" < "viewing_hours"."end_minute" and "viewing_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"property_id" uuid,
	"agent_id" uuid NOT NULL,
	"person_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewings_status_check" CHECK ("viewings"."status" in ('requested', 'confirmed', 'done', 'no-show', 'cancelled')),
	CONSTRAINT "viewings_range_check" CHECK ("viewings"."starts_at" < "viewings"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_key_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'manager';--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "source" text DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "utm" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "follow_up_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "utm" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "permissions" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_prefs" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "away" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "known_networks" ADD CONSTRAINT "known_networks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_exceptions" ADD CONSTRAINT "viewing_exceptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_hours" ADD CONSTRAINT "viewing_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "known_networks_user_network_key" ON "known_networks" USING btree ("user_id","network");--> statement-breakpoint
CREATE INDEX "people_email_idx" ON "people" USING btree ("email");--> statement-breakpoint
CREATE INDEX "people_phone_idx" ON "people" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "people_search_trgm_idx" ON "people" USING gin (("name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viewing_exceptions_user_idx" ON "viewing_exceptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "viewing_hours_user_idx" ON "viewing_hours" USING btree ("user_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "viewings_agent_slot_key" ON "viewings" USING btree ("agent_id","starts_at") WHERE "viewings"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "viewings_starts_idx" ON "viewings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "viewings_consultation_idx" ON "viewings" USING btree ("consultation_id");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_person_idx" ON "consultations" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "consultations_assignee_idx" ON "consultations" USING btree ("assignee_id","created_at");--> statement-breakpoint
CREATE INDEX "consultations_follow_up_idx" ON "consultations" USING btree ("follow_up_date");--> statement-breakpoint
CREATE INDEX "consultations_name_trgm_idx" ON "consultations" USING gin (("name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_person_idx" ON "contacts" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "contacts_assignee_idx" ON "contacts" USING btree ("assignee_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","read","created_at");--> statement-breakpoint
CREATE INDEX "submissions_person_idx" ON "submissions" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "submissions_assignee_idx" ON "submissions" USING btree ("assignee_id","created_at");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_source_check" CHECK ("consultations"."source" in ('website', 'phone', 'walk-in', 'whatsapp', 'referral', 'portal', 'other'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('consultation', 'inquiry', 'viewing', 'contact', 'submission', 'login', 'system', 'assignment', 'follow-up'));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_key_check" CHECK ("settings"."key" in ('companyInfo', 'systemPreferences', 'notificationSettings', 'securitySettings', 'websiteSettings', 'userPermissions', 'pricingSettings', 'crmSettings'));--> statement-breakpoint
-- Today's admins become managers (docs/decisions/0015-roles-and-per-user-permissions.md).
UPDATE "users" SET "role" = 'manager' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('superadmin', 'manager', 'agent'));--> statement-breakpoint
-- A listing's responsible agent is by default the staff member who created it.
UPDATE "properties" p SET "agent_id" = (
  SELECT a."actor_id" FROM "activity_log" a
  WHERE a."entity_type" = 'property' AND a."entity_id" = p."id"::text AND a."actor_id" IS NOT NULL
  ORDER BY a."created_at" LIMIT 1
);--> statement-breakpoint
-- The audit log is append-only; erasure alone may rewrite an entry, and only inside its own transaction.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.audit_erasure', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
