import type { ReactNode } from "react";

/** Shared look of the back-office form controls (property and development forms). */
export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-600 disabled:bg-slate-100";

/** A labelled control with its hint and error, linked to it through aria-describedby by the caller. */
export function Field({
  id,
  label,
  error,
  hint,
  warning,
  children,
  className = "",
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  warning?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {warning && (
        <p id={`${id}-warning`} className="mt-1 text-sm text-amber-800">
          {warning}
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

/** aria-describedby and aria-invalid for a control rendered inside <Field>. */
export function fieldAria(id: string, { error, hint, warning }: { error?: string; hint?: string; warning?: string }) {
  const ids = [hint && `${id}-hint`, warning && `${id}-warning`, error && `${id}-error`].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm text-slate-900">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-400 accent-brand-700"
      />
      {label}
    </label>
  );
}
