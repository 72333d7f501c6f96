import type { FormEvent } from "react";

/**
 * What a form's markup needs from the form kit, written once per form and filled either by the
 * live kit (`useSchemaForm`) or, before the kit has loaded on a public page, by `staticBinding`
 * from what the server sent back. Inputs stay uncontrolled: the DOM holds what was typed.
 */
export type Control = {
  id: string;
  name: string;
  defaultValue?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/** Spread on the ui kit's `<Field>`: the control's id, its message and whether it earns the tick. */
export type FieldBinding = { id: string; error?: string; valid: boolean };

export type FormBinding<Name extends string = string> = {
  formProps: {
    id: string;
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
    onChange?: (event: FormEvent<HTMLFormElement>) => void;
    noValidate?: boolean;
  };
  control: (name: Name) => Control;
  field: (name: Name) => FieldBinding;
  /** True while the valid form is being sent. */
  pending: boolean;
};

export const controlId = (formId: string, name: string) => `${formId}-${name}`;

/** aria-describedby of a control: its hint, then its message, matching the ids `<Field>` renders. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: boolean }) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

/**
 * The binding of a form rendered before its scripts: what the server sent back after a post
 * without JavaScript (typed values and each field's message), posted as a plain form.
 */
export function staticBinding<Name extends string>(
  formId: string,
  values: Record<string, string> = {},
  errors: Record<string, string> = {},
  hints: readonly Name[] = [],
): FormBinding<Name> {
  return {
    formProps: { id: formId },
    control: (name) => {
      const id = controlId(formId, name);
      const error = errors[name];
      return {
        id,
        name,
        defaultValue: values[name],
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, { error, hint: hints.includes(name) }),
      };
    },
    field: (name) => ({ id: controlId(formId, name), error: errors[name] || undefined, valid: false }),
    pending: false,
  };
}
