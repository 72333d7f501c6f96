import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { GroupForm, Section, TextField } from "./controls.tsx";
import { useSettingsGroup } from "./use-settings.ts";

const COMPANY_FIELDS = [
  ["name", t("admin.settings.company.name"), "text", 120],
  ["email", t("admin.settings.company.email"), "email", 200],
  ["phone", t("admin.settings.company.phone"), "tel", 40],
  ["website", t("admin.settings.company.website"), "url", 200],
  ["address", t("admin.settings.company.address"), "text", 300],
] as const;

/** The company's name and contact details. */
export function CompanyInfoForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const group = useSettingsGroup(settings, "companyInfo", {
    updated: t("admin.settings.company.updated"),
    failed: t("admin.settings.company.failed"),
  });
  return (
    <Section title={t("admin.settings.company.heading")}>
      <GroupForm group={group} canEdit={canEdit} saveLabel={t("admin.settings.company.save")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {COMPANY_FIELDS.map(([field, label, type, max]) => (
            <TextField
              key={field}
              label={label}
              type={type}
              value={group.value[field]}
              readOnly={!canEdit}
              maxLength={max}
              onChange={(text) => group.update((current) => ({ ...current, [field]: text }))}
            />
          ))}
        </div>
      </GroupForm>
    </Section>
  );
}
