import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "../../../domain/api.ts";
import { leadFormSchema } from "../../../domain/consultation.ts";
import { contactFormSchema } from "../../../domain/contact.ts";
import { originValues } from "../../../domain/lead-origin.ts";
import { newsletterFormSchema } from "../../../domain/newsletter.ts";
import type { FormOutcome } from "../../../server/services/form-services.ts";
import { currentLocale, t } from "../../i18n/i18n.ts";
import { tMessage } from "../../i18n/validation.ts";
import { appContext } from "../../lib/app-context.ts";
import { leadTexts } from "../leads/lead-texts.ts";
import { bookViewingFromForm } from "../leads/viewing-booking.server.ts";
import type { FormName, FormResult } from "./form-result.ts";

const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
const LEAD_FIELDS = ["kind", "name", "email", "phone", "message", "propertyId", "developmentId"] as const;

/** The named text fields of a posted form; files and unknown names are left out. */
export function textValues(formData: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
}

/**
 * The typed values back with each field's message, and the first one on top, as the API words it,
 * in the page's language (the page shows them as they come).
 */
export function invalid(form: FormName, values: Record<string, string>, error: z.ZodError, extra: Partial<FormResult> = {}) {
  const fields = Object.fromEntries(Object.entries(fieldErrors(error.issues)).map(([name, text]) => [name, tMessage(text)]));
  const result: FormResult = {
    form,
    sent: false,
    message: tMessage(error.issues[0]?.message ?? t("contact.failure")),
    values,
    fields,
    ...extra,
  };
  return data(result, { status: 400 });
}

/** A refusal by the service (rate limit, a listing gone): its status and message, the typed values kept. */
export function refused(
  form: FormName,
  values: Record<string, string>,
  outcome: { status: number; error: string },
  extra: Partial<FormResult> = {},
) {
  const result: FormResult = { form, sent: false, message: tMessage(outcome.error), values, fields: {}, ...extra };
  return data(result, { status: outcome.status });
}

function sent(form: FormName, message: string) {
  return { form, sent: true, message, values: {}, fields: {} } satisfies FormResult;
}

async function answer<T>(form: FormName, values: Record<string, string>, outcome: Promise<FormOutcome<T>>, message: string) {
  const done = await outcome;
  return done.ok ? sent(form, message) : refused(form, values, done);
}

/** The hidden fields saying where the form was sent from (features/forms/visit-origin-fields.tsx). */
export const formOrigin = (formData: FormData) =>
  originValues((name) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  });

/** Blank ids are "not about a listing", as the JSON form leaves them out. */
const orNull = (value: string | undefined) => (value ? value : null);

/**
 * The public page forms without scripts: the contact form, the lead form (inquiry, viewing,
 * consultation) and the newsletter box, told apart by their `intent`. Each is checked with the
 * API's schema and stored by the API's service, under the same rate limit.
 */
export async function publicFormAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { forms } = context.get(appContext);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "lead") {
    const values = textValues(formData, LEAD_FIELDS);
    const parsed = leadFormSchema.safeParse({
      ...values,
      ...formOrigin(formData),
      kind: values.kind || undefined,
      propertyId: orNull(values.propertyId),
      developmentId: orNull(values.developmentId),
    });
    if (!parsed.success) return invalid("lead", values, parsed.error);
    // A viewing with a chosen time books that slot of the listing's agent.
    const slot = formData.get("slot");
    if (typeof slot === "string" && slot && parsed.data.kind === "viewing" && parsed.data.propertyId)
      return bookViewingFromForm(forms, parsed.data.propertyId, { ...parsed.data, startsAt: slot }, values);
    const about = parsed.data.developmentId ? ({ kind: "development", title: "" } as const) : undefined;
    const message = leadTexts(parsed.data.kind, about).success;
    return answer("lead", values, forms.sendLead({ ...parsed.data, language: currentLocale() }), message);
  }

  if (intent === "newsletter") {
    const values = textValues(formData, ["email", "consent"]);
    const parsed = newsletterFormSchema.safeParse(values);
    if (!parsed.success) return invalid("newsletter", values, parsed.error);
    return answer("newsletter", values, forms.subscribe(parsed.data.email, currentLocale()), t("footer.newsletterSuccess"));
  }

  const values = textValues(formData, CONTACT_FIELDS);
  const parsed = contactFormSchema.safeParse({ ...values, ...formOrigin(formData) });
  if (!parsed.success) return invalid("contact", values, parsed.error);
  return answer("contact", values, forms.sendContact({ ...parsed.data, language: currentLocale() }), t("contact.success"));
}
