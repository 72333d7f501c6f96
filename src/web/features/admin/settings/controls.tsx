import { Info } from "lucide-react";
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, fieldAria } from "../../../components/ui/field.tsx";
import { Input, Textarea } from "../../../components/ui/input.tsx";
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

/** The on/off settings of one group, a SwitchRow each: `[key, label, hint]`. */
export function GroupSwitches<V extends object>({
  group,
  switches,
  disabled,
}: {
  group: { value: V; update: (change: (current: V) => V) => void };
  switches: readonly (readonly [keyof V & string, string, string])[];
  disabled: boolean;
}) {
  return (
    <div className="divide-y divide-slate-100">
      {switches.map(([key, label, hint]) => (
        <SwitchRow
          key={key}
          label={label}
          hint={hint}
          checked={group.value[key] === true}
          disabled={disabled}
          onChange={(checked) => group.update((current) => ({ ...current, [key]: checked }))}
        />
      ))}
    </div>
  );
}

/** A labelled text input (or text area) with its hint and its error, on the ui kit's Field. */
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
  const control = { id, value, ...fieldAria(id, { error, hint }) };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <Textarea
          {...control}
          onChange={(event) => onChange(event.target.value)}
          readOnly={input.readOnly}
          disabled={input.disabled}
          maxLength={input.maxLength}
          rows={3}
          className="read-only:bg-slate-50"
        />
      ) : (
        <Input
          {...control}
          {...input}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 read-only:bg-slate-50"
        />
      )}
    </Field>
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

/** The form of one settings group, with its save button for those who may save. */
export function GroupForm({
  group,
  canEdit,
  saveLabel,
  children,
}: {
  group: { submit: (event: FormEvent) => void; busy: boolean };
  canEdit: boolean;
  saveLabel: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={group.submit}>
      {children}
      {canEdit && <SaveButton busy={group.busy} label={saveLabel} />}
    </form>
  );
}

/** The save button of a group; hidden for those who may not save. */
function SaveButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="mt-4 flex justify-end">
      <Button type="submit" disabled={busy}>
        {busy ? t("admin.settings.saving") : label}
      </Button>
    </div>
  );
}
