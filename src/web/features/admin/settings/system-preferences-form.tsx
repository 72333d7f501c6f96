import { useMemo } from "react";
import type { Settings } from "../../../../domain/settings.ts";
import { Field } from "../../../components/ui/field.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { FormSwitches, type SettingsForm, SettingsGroup } from "./controls.tsx";

/** The browser's time zones, with the saved one first when the browser does not know it. */
function timezones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
}

const switches = () =>
  [
    ["maintenanceMode", t("admin.settings.system.maintenanceMode"), t("admin.settings.system.maintenanceHint")],
    ["autoApproveSubmissions", t("admin.settings.system.autoApprove"), t("admin.settings.system.autoApproveHint")],
  ] as const;

export function SystemPreferencesForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  return (
    <SettingsGroup settings={settings} group="systemPreferences" canEdit={canEdit}>
      {(form) => (
        <>
          <FormSwitches form={form} switches={switches()} disabled={!canEdit} />
          <Timezone form={form} disabled={!canEdit} />
        </>
      )}
    </SettingsGroup>
  );
}

function Timezone({ form, disabled }: { form: SettingsForm<"systemPreferences">; disabled: boolean }) {
  const current = form.value("timezone");
  const zones = useMemo(() => timezones(current), [current]);
  return (
    <Field {...form.field("timezone")} label={t("admin.settings.system.timezone")} className="mt-3 max-w-sm">
      <Select {...form.control("timezone")} disabled={disabled} className="h-11">
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </Select>
    </Field>
  );
}
