import { newsletterFormSchema } from "../../../domain/newsletter.ts";
import { serverMessageOr, usePostForm } from "../../components/form/use-schema-form.ts";
import { t } from "../../i18n/i18n.ts";
import { api, ok } from "../../lib/api-client.ts";
import { NewsletterFormView, type NewsletterOutcome } from "./newsletter-form.tsx";

/** The newsletter box once touched: checked by its schema and sent to POST /api/newsletter in place. */
export function NewsletterFormLive({
  formId,
  headingLevel,
  carried,
}: {
  formId: string;
  headingLevel: 1 | 2;
  carried: Record<string, string>;
}) {
  const form = usePostForm(newsletterFormSchema, (body) => ok(api.POST("/api/newsletter", { body })), { id: formId, carried });
  const fieldError = form.field("email").error ?? form.field("consent").error;
  const outcome: NewsletterOutcome =
    form.status.kind === "failed"
      ? { kind: "error", message: fieldError ?? serverMessageOr(form.status.error, t("footer.newsletterError")) }
      : form.status.kind === "sent"
        ? { kind: "done", message: t("footer.newsletterSuccess") }
        : fieldError
          ? { kind: "error", message: fieldError }
          : { kind: "idle" };
  return <NewsletterFormView binding={form} outcome={outcome} headingLevel={headingLevel} consented={carried.consent === "on"} />;
}
