import { CircleAlert, CircleCheck, Clock, Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { t } from "../../i18n/i18n.ts";
import { ApiError, apiFetch, serverFieldErrors } from "../../lib/api.ts";
import { type FormResult, pageFormAction, useFormResult } from "../forms/form-result.ts";

export type ContactValues = { name: string; email: string; subject: string; message: string };

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

/** The state a page posted without scripts comes back in: what was typed, and the outcome. */
function initialState(result: FormResult | undefined): { values: ContactValues; status: Status } {
  if (!result) return { values: EMPTY, status: { kind: "idle" } };
  if (result.sent) return { values: EMPTY, status: { kind: "sent" } };
  const { name = "", email = "", subject = "", message = "" } = result.values;
  return { values: { name, email, subject, message }, status: { kind: "failed", message: result.message } };
}

/** The server's `error` text when it sent one, else the generic failure message. */
export function contactFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : t("contact.failure");
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";

/**
 * The website contact form (home, About and Contact): name, email, subject and message, all
 * required. With scripts it is sent to POST /api/contacts; before or without them it is a plain
 * post to the page's action. Cleared on success, kept as typed on failure.
 */
export function ContactForm({ title = t("contact.formTitle"), headingLevel = 3 }: { title?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = useId();
  const { pathname } = useLocation();
  const result = useFormResult("contact");
  const [values, setValues] = useState<ContactValues>(() => initialState(result).values);
  const [status, setStatus] = useState<Status>(() => initialState(result).status);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(() => result?.fields ?? {});
  // A ref, not state: a second click arriving before React re-renders must not send the message twice.
  const inFlight = useRef(false);
  const sending = status.kind === "sending";

  const field = (name: keyof ContactValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    required: true,
    "aria-invalid": fieldErrors[name] ? true : undefined,
    "aria-describedby": fieldErrors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setFieldErrors((errors) => (errors[name] ? { ...errors, [name]: "" } : errors));
    },
  });
  const fieldError = (name: keyof ContactValues) =>
    fieldErrors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {fieldErrors[name]}
      </p>
    ) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ kind: "sending" });
    try {
      await apiFetch("/api/contacts", { method: "POST", json: values });
      setValues(EMPTY);
      setFieldErrors({});
      setStatus({ kind: "sent" });
    } catch (error) {
      setFieldErrors(serverFieldErrors(error));
      setStatus({ kind: "failed", message: contactFailureMessage(error) });
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form
      method="post"
      action={`${pageFormAction(pathname)}#contact`}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <input type="hidden" name="intent" value="contact" />
      <Heading id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </Heading>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
        <Clock aria-hidden="true" className="size-4 text-brand-700" />
        {t("contact.promise")}
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
            {t("contact.name")}
          </label>
          <input {...field("name")} type="text" autoComplete="name" maxLength={120} className={inputClass} />
          {fieldError("name")}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
            {t("contact.email")}
          </label>
          <input {...field("email")} type="email" autoComplete="email" maxLength={254} className={inputClass} />
          {fieldError("email")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-subject`} className="text-sm font-medium text-slate-800">
            {t("contact.subject")}
          </label>
          <input {...field("subject")} type="text" maxLength={200} className={inputClass} />
          {fieldError("subject")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-800">
            {t("contact.message")}
          </label>
          <textarea {...field("message")} rows={5} maxLength={5000} className={inputClass} />
          {fieldError("message")}
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={sending}>
          <Send aria-hidden="true" className="size-4" />
          {sending ? t("contact.sending") : t("contact.send")}
        </Button>
        <div aria-live="polite" className="min-h-6 text-sm font-medium">
          {status.kind === "sent" && (
            <p role="status" className="flex items-center gap-2 text-green-800">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
              {t("contact.success")}
            </p>
          )}
          {status.kind === "failed" && (
            <p role="alert" className="flex items-center gap-2 text-red-800">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
              {status.message}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
