import type { ReactNode } from "react";
import type { SubmissionFields } from "../../../domain/submission.ts";
import type { Control, FormBinding } from "../../components/form/binding.ts";
import { Field } from "../../components/ui/field.tsx";

export type SubmissionField = keyof SubmissionFields & string;
export type SubmissionBinding = FormBinding<SubmissionField>;

export const inputClass =
  "mt-1.5 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 aria-[invalid=true]:border-red-700";

/** One labelled control of the form: its message below it, a * when required, a tick once it is right. */
export function FormField({
  binding,
  name,
  label,
  optional = false,
  hint,
  children,
}: {
  binding: SubmissionBinding;
  name: SubmissionField;
  label: string;
  optional?: boolean;
  /** A line under the control, e.g. the shape a value takes. */
  hint?: string;
  children: (control: Control & { required: boolean; className: string }) => ReactNode;
}) {
  const control = binding.control(name);
  const describedBy = [hint && `${control.id}-hint`, control["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  return (
    <Field
      {...binding.field(name)}
      hint={hint}
      label={
        <>
          {label}
          {!optional && (
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          )}
        </>
      }
    >
      {children({ ...control, "aria-describedby": describedBy, required: !optional, className: inputClass })}
    </Field>
  );
}
