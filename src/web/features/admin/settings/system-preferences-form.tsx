import { useId, useMemo } from "react";
import type { Settings } from "../../../../domain/settings.ts";
import { Field } from "../../../components/ui/field.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { GroupForm, GroupSwitches, Section } from "./controls.tsx";
import { useSettingsGroup } from "./use-settings.ts";

/** The browser's time zones, with the saved one first when the browser does not know it. */
function timezones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
}

const SWITCHES = [
  ["maintenanceMode", t("admin.settings.system.maintenanceMode"), t("admin.settings.system.maintenanceHint")],
  ["autoApproveSubmissions", t("admin.settings.system.autoApprove"), t("admin.settings.system.autoApproveHint")],
] as const;

export function SystemPreferencesForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const id = useId();
  const group = useSettingsGroup(settings, "systemPreferences", {
    updated: t("admin.settings.system.updated"),
    failed: t("admin.settings.system.failed"),
  });
  const value = group.value;
  const zones = useMemo(() => timezones(value.timezone), [value.timezone]);
  return (
    <Section title={t("admin.settings.system.heading")}>
      <GroupForm group={group} canEdit={canEdit} saveLabel={t("admin.settings.system.save")}>
        <GroupSwitches group={group} switches={SWITCHES} disabled={!canEdit} />
        <Field id={id} label={t("admin.settings.system.timezone")} className="mt-3 max-w-sm">
          <Select
            id={id}
            value={value.timezone}
            disabled={!canEdit}
            onChange={(event) => {
              const timezone = event.target.value;
              group.update((current) => ({ ...current, timezone }));
            }}
            className="h-11"
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        </Field>
      </GroupForm>
    </Section>
  );
}
