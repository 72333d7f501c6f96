import { data, type RouterContextProvider } from "react-router";
import { fieldErrors } from "../../../domain/api.ts";
import { ALERT_FREQUENCIES, type AlertFrequency } from "../../../domain/enums.ts";
import { CONSENT_REQUIRED, CROSS_SITE_REFUSED } from "../../../domain/form-messages.ts";
import { savedSearchFormSchema } from "../../../domain/saved-search.ts";
import type { RefusedLink } from "../../../server/services/form-services.ts";
import type { LinkOutcome } from "../../../server/services/saved-searches.ts";
import "../../i18n/catalogues/alerts.ts";
import { currentLocale, t } from "../../i18n/i18n.ts";
import { tMessage } from "../../i18n/validation.ts";
import { appContext } from "../../lib/app-context.ts";
import type { SaveSearchOutcome } from "./save-search.tsx";

type Context = { request: Request; context: Readonly<RouterContextProvider> };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The consent message in the page's language; the others as the forms word them. */
const worded = (message: string) => (message === CONSENT_REQUIRED ? t("alerts.save.consentRequired") : tMessage(message));

export type SaveSearchResult = {
  outcome: SaveSearchOutcome;
  values: { email: string; frequency: string; consent: boolean; query: string };
};

/** "Save this search" posted from /properties (or /alerts): checked by the API's schema, stored by its service. */
export async function saveSearchAction({ request, context }: Context) {
  const { forms } = context.get(appContext);
  const form = await request.formData();
  const values = {
    email: text(form, "email"),
    frequency: text(form, "frequency"),
    consent: form.get("consent") !== null,
    query: text(form, "query"),
  };
  const parsed = savedSearchFormSchema.safeParse({ ...values, frequency: values.frequency || undefined });
  if (!parsed.success) {
    const [field, message] = Object.entries(fieldErrors(parsed.error.issues))[0] ?? ["", parsed.error.issues[0]?.message ?? ""];
    const result: SaveSearchResult = { outcome: { kind: "error", message: worded(message), field }, values };
    return data(result, { status: 400 });
  }
  const { email, frequency, query } = parsed.data;
  const outcome = await forms.saveSearch({ email, frequency, query, language: currentLocale() });
  if (!outcome.ok) {
    const result: SaveSearchResult = { outcome: { kind: "error", message: worded(outcome.error) }, values };
    return data(result, { status: outcome.status });
  }
  const result: SaveSearchResult = { outcome: { kind: "done", message: t("alerts.save.success") }, values };
  return result;
}

/** A link's refusal in the page's language. */
export function linkProblem(outcome: LinkOutcome<unknown> | RefusedLink): string | undefined {
  if (outcome.ok) return undefined;
  if (outcome.reason === "refused") return tMessage(CROSS_SITE_REFUSED);
  if (outcome.reason === "expired") return t("alerts.link.expired");
  if (outcome.reason === "gone") return t("alerts.link.gone");
  return t("alerts.link.invalid");
}

/** The signed token of a page's link: in the address (`?token=`), kept there when the page's form posts. */
export const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export const isFrequency = (value: string): value is AlertFrequency => (ALERT_FREQUENCIES as readonly string[]).includes(value);
