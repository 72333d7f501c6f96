import { CircleCheck } from "lucide-react";
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { formatPrice } from "../../../domain/format.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import "../../i18n/catalogues/leads.ts";
import { t } from "../../i18n/i18n.ts";
import { apiFetch, serverFieldErrors } from "../../lib/api.ts";
import type { FormResult } from "../forms/form-result.ts";
import { isFieldComplete, type LeadErrors, type LeadField, type LeadValues, leadProgress, validateLead } from "./lead-form.ts";
import { type LeadListing, type LeadMode, leadRequestUrl, leadTexts } from "./lead-texts.ts";

const labels: Record<LeadField, string> = {
  name: t("inquiry.name"),
  email: t("inquiry.email"),
  phone: t("inquiry.phone"),
  message: t("inquiry.message"),
};

/**
 * The lead form. With scripts it is checked here and sent to POST /api/consultations; before or
 * without them it is a plain post to the /request page (`result` brings back what was typed).
 */
export default function LeadFormPanel({
  mode,
  listing,
  result,
  onDone,
  onCancel,
  cancelHref,
  onSendingChange,
}: {
  mode: LeadMode;
  listing?: LeadListing;
  result?: FormResult;
  onDone: () => void;
  /** Cancel closes the dialog, or (in the page) is a link back to it. */
  onCancel?: () => void;
  cancelHref?: string;
  onSendingChange?: (sending: boolean) => void;
}) {
  const toast = useToast();
  const id = useId();
  const texts = leadTexts(mode, listing);
  const [values, setValues] = useState<LeadValues>(() => ({
    name: result?.values.name ?? "",
    email: result?.values.email ?? "",
    phone: result?.values.phone ?? "",
    message: result?.values.message ?? texts.message,
  }));
  const [errors, setErrors] = useState<LeadErrors>(() => result?.fields ?? {});
  const [sending, setSendingState] = useState(false);
  const setSending = (value: boolean) => {
    setSendingState(value);
    onSendingChange?.(value);
  };
  // A ref, not state: a second click arriving before React re-renders must not send a second lead.
  const inFlight = useRef(false);
  const progress = leadProgress(values);

  const update = (field: LeadField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateLead(values);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      const first = (["name", "email", "phone", "message"] as const).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      await apiFetch("/api/consultations", {
        method: "POST",
        json: {
          kind: mode,
          name: values.name,
          email: values.email,
          phone: values.phone,
          message: values.message,
          ...(listing?.kind === "property" ? { propertyId: listing.id } : {}),
          ...(listing?.kind === "development" ? { developmentId: listing.id } : {}),
        },
      });
      toast({ title: texts.success, variant: "success" });
      setSending(false);
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({ title: t("inquiry.failure"), variant: "destructive" });
      inFlight.current = false;
      setSending(false);
    }
  }

  const field = (name: LeadField, input: (props: FieldProps) => ReactNode) => {
    const error = errors[name];
    const complete = !error && isFieldComplete(name, values[name]);
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    return (
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
          {labels[name]}
        </label>
        <div className="relative">
          {input({
            id: inputId,
            name,
            value: values[name],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? errorId : undefined,
            onChange: (event) => update(name, event.currentTarget.value),
            className: `block w-full rounded-lg border px-3 py-2.5 pr-10 text-base text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600 ${
              error ? "border-red-600" : "border-slate-300"
            }`,
          })}
          {complete && (
            <CircleCheck
              role="img"
              aria-label={t("inquiry.fieldComplete", { label: labels[name] })}
              className="absolute right-3 top-3 size-5 text-green-700"
            />
          )}
        </div>
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate method="post" action={leadRequestUrl(mode, listing)} onSubmit={submit} className="space-y-4">
      <input type="hidden" name="intent" value="lead" />
      <input type="hidden" name="kind" value={mode} />
      {listing && <input type="hidden" name={listing.kind === "property" ? "propertyId" : "developmentId"} value={listing.id} />}
      {listing && (
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-inset ring-slate-200">
          <p className="font-semibold text-slate-900">{listing.title}</p>
          <p className="text-sm text-slate-600">{listing.location}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
            {listing.bedrooms !== undefined && <span>{t("properties.bedCount", { n: listing.bedrooms })}</span>}
            {listing.bathrooms !== undefined && <span>{t("properties.bathCount", { n: listing.bathrooms })}</span>}
            {listing.price !== undefined && <span className="font-bold text-brand-800">{formatPrice(listing.price)}</span>}
          </p>
        </div>
      )}

      <div>
        <div className="mb-1 flex justify-between text-sm text-slate-700">
          <span id={`${id}-progress`}>{t("inquiry.progressLabel")}</span>
          <span>{t("inquiry.progress", { percent: progress })}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${id}-progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={t("inquiry.progress", { percent: progress })}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>

      {field("name", (props) => (
        <input type="text" autoComplete="name" {...props} />
      ))}
      {field("email", (props) => (
        <input type="email" autoComplete="email" inputMode="email" {...props} />
      ))}
      {field("phone", (props) => (
        <input type="tel" autoComplete="tel" {...props} />
      ))}
      {field("message", (props) => (
        <textarea rows={4} {...props} />
      ))}

      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">{t("inquiry.notice")}</p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancelHref ? (
          <a href={cancelHref} className={buttonClass("secondary", "md")}>
            {t("inquiry.cancel")}
          </a>
        ) : (
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            {t("inquiry.cancel")}
          </Button>
        )}
        <Button type="submit" disabled={sending} aria-disabled={sending}>
          {sending ? t("inquiry.sending") : texts.submit}
        </Button>
      </div>
    </form>
  );
}

type FieldProps = {
  id: string;
  name: LeadField;
  value: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void;
  className: string;
};
