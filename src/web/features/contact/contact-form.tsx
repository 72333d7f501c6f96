import { CircleAlert, CircleCheck, Clock, Send } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useLocation } from "react-router";
import { type FormBinding, staticBinding } from "../../components/form/binding.ts";
import { useLiveForm } from "../../components/form/use-live-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { t } from "../../i18n/i18n.ts";
import { pageFormAction, useFormResult } from "../forms/form-result.ts";
import { VisitOriginFields } from "../forms/visit-origin-fields.tsx";

export type ContactField = "name" | "email" | "subject" | "message";
export type ContactOutcome = { kind: "idle" } | { kind: "sent" } | { kind: "failed"; message: string };
type Props = { title?: string; headingLevel?: 2 | 3 };

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-[invalid=true]:border-red-600";

const loadLive = () => import("./contact-form-live.tsx").then((module) => module.ContactFormLive);

/**
 * The website contact form (home, About and Contact): name, email, subject and message, all
 * required. It is a plain post to the page's action until its live version (the form kit, sending
 * to POST /api/contacts) has loaded; both render `ContactFormView`.
 */
export function ContactForm({ title = t("contact.formTitle"), headingLevel = 3 }: Props) {
  const formId = `contact-${useId().replace(/:/g, "")}`;
  const result = useFormResult("contact");
  const { live, onSubmit } = useLiveForm(formId, loadLive);
  if (live) {
    const Live = live.module;
    return <Live formId={formId} title={title} headingLevel={headingLevel} carried={live.carried} />;
  }
  const outcome: ContactOutcome = !result
    ? { kind: "idle" }
    : result.sent
      ? { kind: "sent" }
      : { kind: "failed", message: result.message };
  const binding = staticBinding<ContactField>(formId, result?.sent ? {} : result?.values, result?.fields);
  return (
    <ContactFormView
      binding={{ ...binding, formProps: { ...binding.formProps, onSubmit } }}
      outcome={outcome}
      title={title}
      headingLevel={headingLevel}
    />
  );
}

function Control({
  binding,
  name,
  label,
  wide,
  children,
}: {
  binding: FormBinding<ContactField>;
  name: ContactField;
  label: string;
  wide?: boolean;
  children: (props: ReturnType<FormBinding<ContactField>["control"]> & { className: string; required: true }) => ReactNode;
}) {
  const { id, error } = binding.field(name);
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ ...binding.control(name), className: inputClass, required: true })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function ContactFormView({
  binding,
  outcome,
  title,
  headingLevel,
}: Required<Props> & { binding: FormBinding<ContactField>; outcome: ContactOutcome }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { pathname } = useLocation();
  const titleId = `${binding.formProps.id}-title`;
  return (
    <form
      method="post"
      action={`${pageFormAction(pathname)}#contact`}
      {...binding.formProps}
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <input type="hidden" name="intent" value="contact" />
      <VisitOriginFields />
      <Heading id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </Heading>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
        <Clock aria-hidden="true" className="size-4 text-brand-700" />
        {t("contact.promise")}
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <Control binding={binding} name="name" label={t("contact.name")}>
          {(props) => <input {...props} type="text" autoComplete="name" maxLength={120} />}
        </Control>
        <Control binding={binding} name="email" label={t("contact.email")}>
          {(props) => <input {...props} type="email" autoComplete="email" maxLength={254} />}
        </Control>
        <Control binding={binding} name="subject" label={t("contact.subject")} wide>
          {(props) => <input {...props} type="text" maxLength={200} />}
        </Control>
        <Control binding={binding} name="message" label={t("contact.message")} wide>
          {(props) => <textarea {...props} rows={5} maxLength={5000} />}
        </Control>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={binding.pending}>
          <Send aria-hidden="true" className="size-4" />
          {binding.pending ? t("contact.sending") : t("contact.send")}
        </Button>
        <div aria-live="polite" className="min-h-6 text-sm font-medium">
          {outcome.kind === "sent" && (
            <p role="status" className="flex items-center gap-2 text-green-800">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
              {t("contact.success")}
            </p>
          )}
          {outcome.kind === "failed" && (
            <p role="alert" className="flex items-center gap-2 text-red-800">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
              {outcome.message}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
