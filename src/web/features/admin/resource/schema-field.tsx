import type { InputHTMLAttributes } from "react";
import type { FormBinding } from "../../../components/form/binding.ts";
import { Field } from "../../../components/ui/field.tsx";
import { Input, Textarea } from "../../../components/ui/input.tsx";
import type { SectionWith } from "../../../i18n/catalogues/admin.ts";
import { tOptional, translate } from "../../../i18n/i18n.ts";

/** The last part of a field's name: `seoSettings.siteTitle` → `siteTitle`. */
export type LastPart<Name extends string> = Name extends `${string}.${infer Rest}` ? LastPart<Rest> : Name;

/**
 * A field's label and hint under a catalogue section: `<section>.<name>` and, when the catalogue
 * has one, `<section>.<name>Hint` (for a nested name, its last part).
 */
export function fieldTexts<Name extends string>(section: SectionWith<LastPart<Name>>, name: Name) {
  // The section's type makes sure the label exists; the catalogue test checks the sections callers name.
  const key = `${section}.${name.split(".").at(-1)}`;
  const hintKey = `${key}Hint`;
  return { label: translate(key), hint: tOptional(hintKey) };
}

/** Texts found in the catalogue, or given. */
export type TextsOrLabel<Name extends string> =
  | { texts: SectionWith<LastPart<Name>>; label?: never; hint?: never }
  | { texts?: never; label: string; hint?: string };

/**
 * A text input (or text area) of a form-kit form in the ui kit's Field: label, hint, the field's
 * message and its tick. The label and hint are given, or found under the catalogue section
 * `texts` (see fieldTexts). Other input attributes (type, autoComplete, maxLength…) pass through.
 */
export function SchemaTextField<N extends string, Name extends N>({
  form,
  name,
  texts,
  label,
  hint,
  multiline,
  className = "",
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name"> & {
  form: FormBinding<N>;
  name: Name;
  multiline?: boolean;
} & TextsOrLabel<Name>) {
  const text = texts ? fieldTexts<Name>(texts, name) : { label: label ?? "", hint };
  const control = form.control(name);
  return (
    <Field {...form.field(name)} label={text.label} hint={text.hint} className={className}>
      {multiline ? (
        <Textarea {...control} readOnly={input.readOnly} maxLength={input.maxLength} rows={3} className="read-only:bg-slate-50" />
      ) : (
        <Input {...control} {...input} className="h-11 read-only:bg-slate-50" />
      )}
    </Field>
  );
}
