import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { SettingsGroup } from "./controls.tsx";

/** Each field: its name, the catalogue key of its label, its input type and its length limit. */
const COMPANY_FIELDS = [
  ["name", "admin.settings.company.name", "text", 120],
  ["email", "admin.settings.company.email", "email", 200],
  ["phone", "admin.settings.company.phone", "tel", 40],
  ["website", "admin.settings.company.website", "url", 200],
  ["address", "admin.settings.company.address", "text", 300],
] as const;

/** The company's name and contact details. */
export function CompanyInfoForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  return (
    <SettingsGroup settings={settings} group="companyInfo" canEdit={canEdit}>
      {(form) => (
        <div className="grid gap-4 sm:grid-cols-2">
          {COMPANY_FIELDS.map(([name, label, type, max]) => (
            <SchemaTextField
              key={name}
              form={form}
              name={name}
              label={t(label)}
              type={type}
              readOnly={!canEdit}
              maxLength={max}
            />
          ))}
        </div>
      )}
    </SettingsGroup>
  );
}
