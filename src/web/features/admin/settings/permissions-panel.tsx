import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { GroupForm, Section, SwitchRow } from "./controls.tsx";
import { useSettingsGroup } from "./use-settings.ts";

type Area = keyof Settings["userPermissions"];
/** Each area of the permissions, its legend and the rights it holds, in the order shown. */
const AREAS: [Area, string, string[]][] = [
  [
    "propertyManagement",
    t("admin.settings.permissions.propertyGroup"),
    ["createProperties", "editProperties", "deleteProperties"],
  ],
  ["contentManagement", t("admin.settings.permissions.contentGroup"), ["manageBlog", "manageSubmissions"]],
];

/** What admins (not super admins) may do; only super admins may change it. */
export function PermissionsPanel({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const group = useSettingsGroup(settings, "userPermissions", {
    updated: t("admin.settings.permissions.updated"),
    failed: t("admin.settings.permissions.failed"),
  });
  return (
    <Section title={t("admin.settings.permissions.heading")} description={t("admin.settings.permissions.description")}>
      <GroupForm group={group} canEdit={canEdit} saveLabel={t("admin.settings.permissions.save")}>
        <div className="grid gap-4 md:grid-cols-2">
          {AREAS.map(([area, legend, rights]) => {
            const values: Record<string, boolean> = group.value[area];
            return (
              <fieldset key={area} className="rounded-lg border border-slate-200 px-4 pb-2">
                <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
                <div className="divide-y divide-slate-100">
                  {rights.map((right) => (
                    <SwitchRow
                      key={right}
                      label={tOptional(`admin.settings.permissions.${right}`) ?? right}
                      checked={values[right] ?? false}
                      disabled={!canEdit}
                      onChange={(checked) =>
                        group.update((current) => ({ ...current, [area]: { ...current[area], [right]: checked } }))
                      }
                    />
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      </GroupForm>
    </Section>
  );
}
