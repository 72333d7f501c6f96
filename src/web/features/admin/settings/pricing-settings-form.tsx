import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { FormSwitch, NumberSetting, SettingsGroup } from "./controls.tsx";

/** Each mortgage default: its name, the catalogue key of its label, its bounds and step. */
const MORTGAGE_FIELDS = [
  ["mortgage.ratePercent", "admin.settings.pricing.rate", 0, 100, "any"],
  ["mortgage.years", "admin.settings.pricing.years", 1, 40, "1"],
  ["mortgage.depositPercent", "admin.settings.pricing.deposit", 0, 100, "any"],
] as const;

/**
 * The mortgage calculator's starting figures, and the 'about USD' hint beside RWF prices, which
 * the National Bank of Rwanda's regulation allows only to an agency authorised to show
 * foreign-currency prices.
 */
export function PricingSettingsForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  return (
    <SettingsGroup
      settings={settings}
      group="pricingSettings"
      canEdit={canEdit}
      description={t("admin.settings.pricing.description")}
    >
      {(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            {MORTGAGE_FIELDS.map(([name, label, min, max, step]) => (
              <NumberSetting
                key={name}
                form={form}
                name={name}
                label={t(label)}
                min={min}
                max={max}
                step={step}
                canEdit={canEdit}
              />
            ))}
          </div>
          <div className="mt-4 border-t border-slate-100 pt-2">
            <FormSwitch
              form={form}
              name="usdHint.show"
              label={t("admin.settings.pricing.usdShow")}
              hint={t("admin.settings.pricing.usdShowHint")}
              disabled={!canEdit}
            />
            <NumberSetting
              form={form}
              name="usdHint.rwfPerUsd"
              label={t("admin.settings.pricing.rwfPerUsd")}
              min={1}
              step="any"
              canEdit={canEdit}
              className="max-w-sm"
            />
          </div>
        </>
      )}
    </SettingsGroup>
  );
}
