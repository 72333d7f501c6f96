CREATE INDEX "consultations_message_trgm_idx" ON "consultations" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultations_property_type_trgm_idx" ON "consultations" USING gin ("property_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultations_name_order_idx" ON "consultations" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "consultations_unassigned_idx" ON "consultations" USING btree ("created_at") WHERE "consultations"."assignee_id" is null;--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin (("name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_subject_trgm_idx" ON "contacts" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_message_trgm_idx" ON "contacts" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_contact_trgm_idx" ON "submissions" USING gin (("contact_name" || ' ' || "contact_email" || ' ' || "contact_phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_title_trgm_idx" ON "submissions" USING gin (("title" || ' ' || "location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_description_trgm_idx" ON "submissions" USING gin ("description" gin_trgm_ops);