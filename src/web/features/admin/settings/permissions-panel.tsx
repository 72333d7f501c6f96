import type { Settings } from "../../../../domain/settings.ts";
import { type AdminKey, t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { FormSwitches, SettingsGroup } from "./controls.tsx";
import type { SettingsField } from "./use-settings.ts";

type Area = keyof Settings["userPermissions"];
/** Each area of the permissions, its legend and the rights it holds, in the order shown. */
const AREAS: [Area, AdminKey, string[]][] = [
  ["propertyManagement", "admin.settings.permissions.propertyGroup", ["createProperties", "editProperties", "deleteProperties"]],
  ["contentManagement", "admin.settings.permissions.contentGroup", ["manageBlog", "manageSubmissions"]],
];

/** What admins (not super admins) may do; only super admins may change it. */
export function PermissionsPanel({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  return (
    <SettingsGroup
      settings={settings}
      group="userPermissions"
      canEdit={canEdit}
      description={t("admin.settings.permissions.description")}
    >
      {(form) => (
        <div className="grid gap-4 md:grid-cols-2">
          {AREAS.map(([area, legend, rights]) => (
            <fieldset key={area} className="rounded-lg border border-slate-200 px-4 pb-2">
              <legend className="px-1 font-semibold text-slate-900">{t(legend)}</legend>
              <FormSwitches
                form={form}
                switches={rights.map((right) => [
                  `${area}.${right}` as SettingsField<"userPermissions">,
                  tOptional(`admin.settings.permissions.${right}`) ?? right,
                ])}
                disabled={!canEdit}
              />
            </fieldset>
          ))}
        </div>
      )}
    </SettingsGroup>
  );
}
