import { Info } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Settings } from "../../../../domain/settings.ts";
import type { SchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { labelsOf, type SectionWith, t } from "../../../i18n/catalogues/admin.ts";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { type SettingsForm, useSettingsForm } from "./use-settings.ts";

export type { SettingsForm };

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

/** A number setting of a settings form: a number input within its bounds, read-only for staff who may not change it. */
export function NumberSetting<N extends string>({
  form,
  name,
  label,
  hint,
  min,
  max,
  step,
  canEdit,
  className,
}: {
  form: SchemaForm<N>;
  name: N;
  label: string;
  hint?: string;
  min: number;
  max?: number;
  step: "1" | "any";
  canEdit: boolean;
  className?: string;
}) {
  return (
    <SchemaTextField
      form={form}
      name={name}
      label={label}
      hint={hint}
      type="number"
      min={min}
      max={max}
      step={step}
      readOnly={!canEdit}
      className={className}
    />
  );
}

/** An on/off setting of a settings form: a button with role switch, labelled by its text and described by its hint, and the hidden "on"/"off" it sends with the form. */
export function FormSwitch<N extends string>({
  form,
  name,
  label,
  hint,
  disabled,
}: {
  form: SchemaForm<N>;
  name: N;
  label: string;
  hint?: string;
  disabled: boolean;
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
      <input type="hidden" name={name} defaultValue={form.control(name).defaultValue} />
      <Switch
        id={id}
        describedBy={hint ? `${id}-hint` : undefined}
        checked={form.value(name) === "on"}
        onChange={(on) => form.setValue(name, on ? "on" : "off")}
        disabled={disabled}
      />
    </div>
  );
}

/** On/off settings of a form, one under the other: `[name, label, hint]`. */
export function FormSwitches<N extends string>({
  form,
  switches,
  disabled,
}: {
  form: SchemaForm<N>;
  switches: readonly (readonly [N, string, string?])[];
  disabled: boolean;
}) {
  return (
    <div className="divide-y divide-slate-100">
      {switches.map(([name, label, hint]) => (
        <FormSwitch key={name} form={form} name={name} label={label} hint={hint} disabled={disabled} />
      ))}
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

const GROUP_TEXTS = ["heading", "save", "updated", "failed"] as const;
/** Where each settings group's heading, save label and toasts are in the catalogue. */
const GROUP_SECTIONS: Record<keyof Settings, SectionWith<(typeof GROUP_TEXTS)[number]>> = {
  websiteSettings: "admin.settings.website",
  systemPreferences: "admin.settings.system",
  companyInfo: "admin.settings.company",
  notificationSettings: "admin.settings.notifications",
  securitySettings: "admin.settings.security",
  userPermissions: "admin.settings.permissions",
  pricingSettings: "admin.settings.pricing",
  crmSettings: "admin.settings.crm",
};

/** One settings group as a form in its card, with its save button for those who may save. */
export function SettingsGroup<K extends keyof Settings>({
  settings,
  group,
  canEdit,
  description,
  children,
}: {
  settings: Settings;
  group: K;
  canEdit: boolean;
  description?: ReactNode;
  children: (form: SettingsForm<K>) => ReactNode;
}) {
  const texts = labelsOf(GROUP_SECTIONS[group], GROUP_TEXTS);
  const form = useSettingsForm(settings, group, texts);
  return (
    <Section title={texts.heading} description={description}>
      <form {...form.formProps}>
        {children(form)}
        {canEdit && <SaveButton busy={form.pending} label={texts.save} />}
      </form>
    </Section>
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
