import { Info } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";

/** A card with a heading; every settings group and list sits in one. */
export function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** An on/off setting: a button with role switch, labelled by its text and described by its hint. */
export function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
      <Switch id={id} describedBy={hint ? `${id}-hint` : undefined} checked={checked} onChange={onChange} disabled={disabled} />
    </div>
  );
}

/** A labelled text input with its hint and its error below it. */
export function TextField({
  label,
  hint,
  error,
  multiline,
  value,
  onChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  label: string;
  hint?: string;
  error?: string;
  multiline?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const className = `mt-1 w-full rounded-lg border px-3 text-slate-900 read-only:bg-slate-50 disabled:bg-slate-100 ${error ? "border-red-600" : "border-slate-300"}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          readOnly={input.readOnly}
          disabled={input.disabled}
          maxLength={input.maxLength}
          rows={3}
          className={`${className} py-2`}
        />
      ) : (
        <input
          id={id}
          {...input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${className} h-11`}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Why the controls below are disabled. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** A load failure in place of the content, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p className="font-medium">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t("admin.settings.tryAgain")}
      </Button>
    </div>
  );
}

export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">{t("admin.settings.loading")}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </div>
  );
}

/** The save button of a group; hidden for those who may not save. */
export function SaveButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="mt-4 flex justify-end">
      <Button type="submit" disabled={busy}>
        {busy ? t("admin.settings.saving") : label}
      </Button>
    </div>
  );
}
