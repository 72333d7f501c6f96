import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { SettingsGroup } from "./controls.tsx";

const COMPANY_FIELDS = [
  ["name", t("admin.settings.company.name"), "text", 120],
  ["email", t("admin.settings.company.email"), "email", 200],
  ["phone", t("admin.settings.company.phone"), "tel", 40],
  ["website", t("admin.settings.company.website"), "url", 200],
  ["address", t("admin.settings.company.address"), "text", 300],
] as const;

/** The company's name and contact details. */
export function CompanyInfoForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  return (
    <SettingsGroup settings={settings} group="companyInfo" canEdit={canEdit}>
      {(form) => (
        <div className="grid gap-4 sm:grid-cols-2">
          {COMPANY_FIELDS.map(([name, label, type, max]) => (
            <SchemaTextField key={name} form={form} name={name} label={label} type={type} readOnly={!canEdit} maxLength={max} />
          ))}
        </div>
      )}
    </SettingsGroup>
  );
}
