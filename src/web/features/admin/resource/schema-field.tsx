import type { InputHTMLAttributes } from "react";
import type { FormBinding } from "../../../components/form/binding.ts";
import { Field } from "../../../components/ui/field.tsx";
import { Input, Textarea } from "../../../components/ui/input.tsx";

/**
 * A text input (or text area) of a form-kit form in the ui kit's Field: label, hint, the field's
 * message and its tick. Other input attributes (type, autoComplete, maxLength…) pass through.
 */
export function SchemaTextField<N extends string>({
  form,
  name,
  label,
  hint,
  multiline,
  className = "",
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name"> & {
  form: FormBinding<N>;
  name: N;
  label: string;
  hint?: string;
  multiline?: boolean;
}) {
  const control = form.control(name);
  return (
    <Field {...form.field(name)} label={label} hint={hint} className={className}>
      {multiline ? (
        <Textarea {...control} readOnly={input.readOnly} maxLength={input.maxLength} rows={3} className="read-only:bg-slate-50" />
      ) : (
        <Input {...control} {...input} className="h-11 read-only:bg-slate-50" />
      )}
    </Field>
  );
}
