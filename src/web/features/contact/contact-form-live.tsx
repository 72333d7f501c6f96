import { contactFormSchema } from "../../../domain/contact.ts";
import { serverMessageOr, usePostForm } from "../../components/form/use-schema-form.ts";
import { t } from "../../i18n/i18n.ts";
import { api, ok } from "../../lib/api-client.ts";
import { ContactFormView, type ContactOutcome } from "./contact-form.tsx";

/** The server's `error` text when it sent one, else the generic failure message. */
export const contactFailureMessage = (error: unknown): string => serverMessageOr(error, t("contact.failure"));

/** The contact form once its scripts have loaded: checked by the schema, sent to POST /api/contacts, cleared on success. */
export function ContactFormLive({
  formId,
  title,
  headingLevel,
  carried,
}: {
  formId: string;
  title: string;
  headingLevel: 2 | 3;
  carried: Record<string, string>;
}) {
  const form = usePostForm(contactFormSchema, (body) => ok(api.POST("/api/contacts", { body })), { id: formId, carried });
  const outcome: ContactOutcome =
    form.status.kind === "failed"
      ? { kind: "failed", message: contactFailureMessage(form.status.error) }
      : { kind: form.status.kind };
  return <ContactFormView binding={form} outcome={outcome} title={title} headingLevel={headingLevel} />;
}
