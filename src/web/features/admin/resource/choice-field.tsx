import type { FormBinding } from "../../../components/form/binding.ts";
import { type Choice, Options } from "../../../components/form/options.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { fieldTexts, type TextsOrLabel } from "./schema-field.tsx";

/**
 * A labelled select of a form-kit form, its label given or found under the catalogue section
 * `texts`; with `placeholder`, a first empty choice and the field is required.
 */
export function ChoiceField<N extends string, Name extends N>({
  form,
  name,
  texts,
  label,
  choices,
  placeholder,
}: {
  form: Pick<FormBinding<N>, "control" | "field">;
  name: Name;
  choices: readonly Choice[];
  placeholder?: string;
} & Omit<TextsOrLabel<Name>, "hint">) {
  return (
    <Field {...form.field(name)} label={texts ? fieldTexts<Name>(texts, name).label : (label ?? "")}>
      <Select {...form.control(name)} aria-required={placeholder ? "true" : undefined}>
        <Options choices={choices} placeholder={placeholder} />
      </Select>
    </Field>
  );
}

/** Choices from stored values and their labels (by value, or a function of it), in the values' order. */
export const choicesOf = <Value extends string>(
  values: readonly Value[],
  labels: Record<string, string> | ((value: Value) => string),
): Choice[] => values.map((value) => ({ value, label: typeof labels === "function" ? labels(value) : (labels[value] ?? value) }));
