import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import { inPageLanguage } from "../../i18n/i18n.ts";
import type { Locale } from "../../i18n/locales.ts";
import { tMessage } from "../../i18n/validation.ts";
import { ApiError } from "../../lib/api.ts";
import { type Control, controlId, describedBy, type FieldBinding, type FormBinding } from "./binding.ts";

type Shape = z.ZodObject;
/** A field's name: a key of the schema, or `group.key` for a nested object (Conform's nested names). */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? K | `${K}.${keyof T[K] & string}` : K;
}[keyof T & string];
export type FieldName<S extends Shape> = Paths<z.input<S>>;

/** What a post without scripts came back with (see features/forms/form-result.ts). */
export type ServerReply = { values?: Record<string, string>; fields?: Record<string, string> };

export type FormStatus = { kind: "idle" } | { kind: "sent" } | { kind: "failed"; error: unknown };

export type SchemaForm<N extends string> = FormBinding<N> & {
  status: FormStatus;
  /** The current text of a field, as typed (for progress bars and previews). */
  value: (name: N) => string;
  /** Sets a field from a widget that is not a plain input (a star picker, an image upload). */
  setValue: (name: N, value: string | string[]) => void;
  /** True once any field differs from where the form started. */
  dirty: boolean;
  /** Back to the defaults as they are now (a form following saved data takes the newest). */
  reset: () => void;
};

const asArrays = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]]));

/** A server reply in the shape Conform restores a form from: values as typed, a message per field. */
function replyResult(reply: ServerReply | undefined): SubmissionResult | undefined {
  if (!reply?.fields || Object.keys(reply.fields).length === 0) return undefined;
  return { status: "error", initialValue: reply.values ?? {}, error: asArrays(reply.fields) };
}

/**
 * The entries the schema knows (and Conform's own intent), so a strict schema is not failed by a
 * page's hidden routing fields such as `intent`.
 */
function schemaEntries(formData: FormData, schema: Shape): FormData {
  const data = new FormData();
  for (const [name, value] of formData)
    if ((name.split(/[.[]/)[0] as string) in schema.shape || name.startsWith("__")) data.append(name, value);
  return data;
}

/**
 * Empties the fields after a success, back to their pristine defaults. Done on the DOM itself: the
 * inputs are uncontrolled, and those that showed text carried from the plain form would otherwise
 * return to it.
 */
function clearFields(form: HTMLFormElement, schema: Shape, pristine: Record<string, unknown>) {
  for (const element of form.elements)
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.name in schema.shape) {
      const value = pristine[element.name];
      element.value = typeof value === "string" ? value : "";
    }
}

/**
 * Each message in the reader's language, with its field's label in front of a message that needs it
 * ("must be a valid email address" → "Email must be …"); a whole sentence ("Please enter a valid
 * phone number") is shown as it is.
 */
export function withLabels<E extends Record<string, string[] | null>>(errors: E, labels: Record<string, string | undefined>): E {
  for (const [name, messages] of Object.entries(errors)) {
    const label = labels[name];
    if (label && messages)
      Object.assign(errors, {
        [name]: messages.map((message) => (/^[a-z]/.test(message) ? `${label} ${tMessage(message)}` : tMessage(message))),
      });
  }
  return errors;
}

function formDataOf(value: Record<string, unknown> | undefined, data = new FormData(), prefix = ""): FormData {
  for (const [key, item] of Object.entries(value ?? {})) {
    const name = prefix + key;
    if (item && typeof item === "object" && !Array.isArray(item)) formDataOf(item as Record<string, unknown>, data, `${name}.`);
    else for (const one of Array.isArray(item) ? item : [item]) if (typeof one === "string") data.append(name, one);
  }
  return data;
}

/** The value at a nested name ("homepageBanner.text") of Conform's value tree. */
function valueAt(tree: unknown, name: string): unknown {
  return name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

/**
 * A form editing a saved object whole (settings): an emptied text is sent as "" rather than
 * missing, and a switch's hidden "off" is false, so each field of the object is always there.
 */
const savedObject = configureCoercion({ stripEmptyString: (value) => value, type: { boolean: (text) => text === "on" } });

function parse(formData: FormData, schema: Shape, editsSaved: boolean | undefined) {
  return editsSaved
    ? parseWithZod(formData, { schema: savedObject.coerceFormValue(schema), disableAutoCoercion: true })
    : parseWithZod(formData, { schema });
}

/**
 * One form driven by its zod schema (Conform): fields are checked on submit and again as they
 * are corrected (the ticks follow what is typed throughout), a submit with mistakes focuses the first one, a valid submit calls `onValid` with
 * the parsed value, and an `ApiError` it throws puts the server's per-field messages at their
 * fields. Messages are the schema's own, so the form says exactly what the API would.
 */
export function useSchemaForm<S extends Shape>(
  schema: S,
  options: {
    id?: string;
    defaultValue?: Partial<Record<FieldName<S>, unknown>>;
    /**
     * What the visitor typed in the plain form before this one loaded: shown in the fields, but not
     * where a reset after a success returns to.
     */
    carried?: Record<string, string>;
    reply?: ServerReply;
    onValid: (value: z.output<S>, formData: FormData) => Promise<unknown> | unknown;
    /** Empty the form after a success (public forms); admin forms close instead. */
    resetOnSuccess?: boolean;
    /** Keep the browser's own required/type checks before the schema's (forms the spec says are browser-checked). */
    browserValidation?: boolean;
    /** Fields with a hint below them, so the control names it in aria-describedby. */
    hints?: readonly FieldName<S>[];
    /** Labels put before the messages of schemas worded for the API ("is required"), the server's included. */
    labels?: Partial<Record<FieldName<S>, string>>;
    /** The form edits a saved object whole: empty texts and switches turned off are values too. */
    editsSaved?: boolean;
  },
): SchemaForm<FieldName<S>> {
  const generated = useId();
  const formId = options.id ?? `form-${generated.replace(/:/g, "")}`;
  const [lastResult, setLastResult] = useState<SubmissionResult | undefined>(() => replyResult(options.reply));
  const [status, setStatus] = useState<FormStatus>({ kind: "idle" });
  // Set by a success that empties the form: the fields' defaults are the pristine ones from then on.
  const [cleared, setCleared] = useState(false);
  const [pending, setPending] = useState(false);
  // A ref, not state: a second submit arriving before React re-renders must not send twice.
  const inFlight = useRef(false);
  const labels: Record<string, string | undefined> = options.labels ?? {};

  const pristine: Record<string, unknown> = { ...options.reply?.values, ...options.defaultValue };
  const [form, fields] = useForm<z.input<S>>({
    id: formId,
    defaultValue: pristine as never,
    lastResult,
    // Not on blur: a message appearing as a field is left moves the button being clicked.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      const submission = parse(schemaEntries(formData, schema), schema, options.editsSaved);
      if (submission.status === "error" && submission.error) withLabels(submission.error, labels);
      return submission as never;
    },
    onSubmit: async (event: FormEvent<HTMLFormElement>, { submission, formData }) => {
      event.preventDefault();
      // Read before any await: React clears the event's currentTarget once the handler returns.
      const formElement = event.currentTarget;
      if (submission?.status !== "success" || inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      try {
        await options.onValid(submission.value as z.output<S>, formData);
        setStatus({ kind: "sent" });
        if (options.resetOnSuccess) {
          setCleared(true);
          clearFields(formElement, schema, pristine);
        }
        setLastResult(submission.reply({ resetForm: options.resetOnSuccess ?? false }));
      } catch (error) {
        setStatus({ kind: "failed", error });
        const fieldErrors = error instanceof ApiError ? withLabels(asArrays(error.fields), labels) : {};
        setLastResult(submission.reply({ fieldErrors }));
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
  });

  // Which fields currently pass their rule, for the ticks: the schema run over what is typed.
  const passing = useMemo(() => {
    const result = parse(formDataOf(form.value as Record<string, unknown>), schema, options.editsSaved);
    const errors = result.status === "error" ? (result.error ?? {}) : {};
    return (name: string) => !errors[name];
  }, [form.value, schema, options.editsSaved]);

  const text = (name: string) => {
    const value = valueAt(form.value, name);
    return typeof value === "string" ? value : "";
  };
  // In the page's language: the schemas and the API word their messages in English (see i18n/validation.ts).
  const errorOf = (name: string) => {
    const message = (fields as Record<string, { errors?: string[] }>)[name]?.errors?.[0];
    return message === undefined ? undefined : tMessage(message);
  };
  const hints = options.hints ?? [];

  return {
    formProps: { id: form.id, onSubmit: form.onSubmit, noValidate: options.browserValidation ? false : form.noValidate },
    control: (name): Control => {
      const id = controlId(formId, name);
      const error = errorOf(name);
      const initial = valueAt(form.initialValue, name);
      return {
        id,
        name,
        defaultValue: (!cleared && options.carried?.[name]) || (typeof initial === "string" ? initial : undefined),
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, { error, hint: hints.includes(name) }),
      };
    },
    field: (name): FieldBinding => {
      const error = errorOf(name);
      return { id: controlId(formId, name), error, valid: !error && text(name).trim() !== "" && passing(name) };
    },
    pending,
    status,
    value: text,
    setValue: (name, value) => form.update({ name, value: value as never }),
    dirty: form.dirty,
    reset: () => {
      form.reset();
      setStatus({ kind: "idle" });
    },
  };
}

/**
 * A public form once its scripts have loaded: checked by the browser and its schema, sent by `send`
 * (its API call, in the page's language) when valid, and emptied after a success. `carried` is what
 * was typed in the plain form before the swap.
 */
export function usePostForm<S extends Shape>(
  schema: S,
  send: (value: z.output<S> & { language: Locale }) => Promise<unknown>,
  options: { id: string; carried: Record<string, string> },
) {
  return useSchemaForm(schema, {
    ...options,
    resetOnSuccess: true,
    browserValidation: true,
    onValid: (value) => send(inPageLanguage(value)),
  });
}

/** The server's own `error` text for a failed send, else `fallback` (a network failure included). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage && tMessage(error.serverMessage)) || fallback;
}
