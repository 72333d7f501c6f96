import { Check } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A labelled control with its hint, warning and error below it, and a tick beside the label once
 * the value is valid (`valid`). The control itself takes `id` and `fieldAria(id, …)`.
 */
export function Field({
  id,
  label,
  error,
  hint,
  warning,
  valid = false,
  validLabel,
  required = false,
  children,
  className = "",
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  warning?: string;
  valid?: boolean;
  /** Said to screen readers with the tick, e.g. 'Title looks good'. */
  validLabel?: string;
  /** Shows the red asterisk after the label, outside it so the label's text stays the field's name. */
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
          {label}
          {valid && !error && (
            <span className="text-green-700">
              <Check aria-hidden="true" className="size-4" />
              {validLabel && <span className="sr-only">{validLabel}</span>}
            </span>
          )}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm font-medium text-red-700">
            *
          </span>
        )}
      </div>
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
