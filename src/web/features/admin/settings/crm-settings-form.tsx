import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { FormSwitch, NumberSetting, SettingsGroup } from "./controls.tsx";

/**
 * How the team shares its leads: new website leads in turn to active managers and agents who are
 * not away; how long a viewing slot lasts; and how many months closed leads keep personal data.
 */
export function CrmSettingsForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  return (
    <SettingsGroup settings={settings} group="crmSettings" canEdit={canEdit} description={t("admin.settings.crm.description")}>
      {(form) => (
        <>
          <FormSwitch
            form={form}
            name="roundRobin"
            label={t("admin.settings.crm.roundRobin")}
            hint={t("admin.settings.crm.roundRobinHint")}
            disabled={!canEdit}
          />
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <NumberSetting
              form={form}
              name="viewingMinutes"
              label={t("admin.settings.crm.viewingMinutes")}
              min={15}
              max={240}
              step="1"
              canEdit={canEdit}
            />
            <NumberSetting
              form={form}
              name="retentionMonths"
              label={t("admin.settings.crm.retentionMonths")}
              hint={t("admin.settings.crm.retentionMonthsHint")}
              min={0}
              max={240}
              step="1"
              canEdit={canEdit}
            />
          </div>
        </>
      )}
    </SettingsGroup>
  );
}
