import { PERMISSION_GROUPS, type PermissionGroup, withLeadGroup } from "../../../../domain/permissions.ts";
import type { Settings } from "../../../../domain/settings.ts";
import { type AdminKey, t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { FormSwitches, SettingsGroup } from "./controls.tsx";
import type { SettingsField } from "./use-settings.ts";

/** Each group of toggles and its legend, in the order shown (here and in a user's own permissions). */
export const PERMISSION_LEGENDS: Record<PermissionGroup, AdminKey> = {
  propertyManagement: "admin.settings.permissions.propertyGroup",
  contentManagement: "admin.settings.permissions.contentGroup",
  leadManagement: "admin.settings.permissions.leadGroup",
};

/** A toggle's label, by its name. */
export const permissionLabel = (permission: string) => tOptional(`admin.settings.permissions.${permission}`) ?? permission;

/**
 * The defaults for managers and agents without their own toggles (src/domain/permissions.ts); only
 * super admins may change them. Defaults saved before the lead group existed show it all on, as it applies.
 */
export function PermissionsPanel({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const withLeads = { ...settings, userPermissions: withLeadGroup(settings.userPermissions) };
  return (
    <SettingsGroup
      settings={withLeads}
      group="userPermissions"
      canEdit={canEdit}
      description={t("admin.settings.permissions.description")}
    >
      {(form) => (
        <div className="grid gap-4 md:grid-cols-2">
          {Object.entries(PERMISSION_GROUPS).map(([group, permissions]) => (
            <fieldset key={group} className="rounded-lg border border-slate-200 px-4 pb-2">
              <legend className="px-1 font-semibold text-slate-900">{t(PERMISSION_LEGENDS[group as PermissionGroup])}</legend>
              <FormSwitches
                form={form}
                switches={permissions.map((permission) => [
                  `${group}.${permission}` as SettingsField<"userPermissions">,
                  permissionLabel(permission),
                  tOptional(`admin.settings.permissions.${permission}Hint`),
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
