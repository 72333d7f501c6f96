import { BANNER_COLORS } from "../../../../domain/enums.ts";
import type { Settings } from "../../../../domain/settings.ts";
import { WEBSITE_TEXT_FIELDS, WEBSITE_TEXTS } from "../../../../domain/website-texts.ts";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { ChoiceGroup, RadioCard } from "../resource/choice-group.tsx";
import { SchemaTextField } from "../resource/schema-field.tsx";
import { TranslationFields } from "../resource/translation-fields.tsx";
import { type AdminSession, can } from "../session.ts";
import { CompanyInfoForm } from "./company-info-form.tsx";
import { FormSwitch, type SettingsForm, SettingsGroup } from "./controls.tsx";
import { CrmSettingsForm } from "./crm-settings-form.tsx";
import { FeaturedProperties } from "./featured-properties.tsx";
import { LandUseZones } from "./land-use-zones.tsx";
import { PricingSettingsForm } from "./pricing-settings-form.tsx";
import { SystemPreferencesForm } from "./system-preferences-form.tsx";

type BannerColour = (typeof BANNER_COLORS)[number];

const swatch: Record<BannerColour, string> = {
  blue: "bg-blue-700",
  green: "bg-green-700",
  red: "bg-red-700",
  yellow: "bg-yellow-300",
};

export function WebsiteTab({ settings, canEdit, session }: { settings: Settings; canEdit: boolean; session: AdminSession }) {
  return (
    <div className="space-y-6">
      <WebsiteSettingsForm settings={settings} canEdit={canEdit} />
      <FeaturedProperties canToggle={can(session, "editProperties")} />
      {session.user.role === "superadmin" && <LandUseZones />}
      <SystemPreferencesForm settings={settings} canEdit={canEdit} />
      <CrmSettingsForm settings={settings} canEdit={canEdit} />
      <PricingSettingsForm settings={settings} canEdit={canEdit} />
      <CompanyInfoForm settings={settings} canEdit={canEdit} />
    </div>
  );
}

/** The SEO texts: name, longest length, and whether it is a paragraph. Labels and hints are under TEXTS. */
const SEO_FIELDS = [
  ["seoSettings.siteTitle", 120, false],
  ["seoSettings.metaDescription", 320, true],
  ["seoSettings.keywords", 500, false],
] as const;
const TEXTS = "admin.settings.website";

function WebsiteSettingsForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  return (
    <SettingsGroup settings={settings} group="websiteSettings" canEdit={canEdit}>
      {(form) => (
        <>
          <fieldset className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{t("admin.settings.website.bannerHeading")}</legend>
            <FormSwitch
              form={form}
              name="homepageBanner.show"
              label={t("admin.settings.website.bannerShow")}
              hint={t("admin.settings.website.bannerShowHint")}
              disabled={!canEdit}
            />
            <BannerFields form={form} canEdit={canEdit} />
          </fieldset>

          <fieldset className="mt-4 space-y-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{t("admin.settings.website.seoHeading")}</legend>
            {SEO_FIELDS.map(([name, max, multiline]) => (
              <SchemaTextField
                key={name}
                form={form}
                name={name}
                texts={TEXTS}
                readOnly={!canEdit}
                maxLength={max}
                multiline={multiline}
              />
            ))}
          </fieldset>

          <div className="mt-4">
            <TranslationFields
              rules={WEBSITE_TEXTS}
              labels={labelsOf("admin.settings.website.texts", WEBSITE_TEXT_FIELDS)}
              translations={settings.websiteSettings.translations}
              disabled={!canEdit}
            />
          </div>
        </>
      )}
    </SettingsGroup>
  );
}

/**
 * The banner's text and colour, shown only while the banner is on. Off, they are still sent as
 * they are, hidden, since the group is saved whole; either way they start from the current value.
 */
function BannerFields({ form, canEdit }: { form: SettingsForm<"websiteSettings">; canEdit: boolean }) {
  const text = form.value("homepageBanner.text");
  const colour = form.value("homepageBanner.color") as BannerColour;
  if (form.value("homepageBanner.show") !== "on")
    return (
      <>
        <input type="hidden" name="homepageBanner.text" defaultValue={text} />
        <input type="hidden" name="homepageBanner.color" defaultValue={colour} />
      </>
    );
  return (
    <div className="mt-2 space-y-4">
      <SchemaTextField
        form={form}
        name="homepageBanner.text"
        label={t("admin.settings.website.bannerText")}
        defaultValue={text}
        readOnly={!canEdit}
        maxLength={300}
      />
      <BannerColours value={colour} disabled={!canEdit} />
    </div>
  );
}

/** The banner's colour: one radio per colour, each with its swatch. */
function BannerColours({ value, disabled }: { value: BannerColour; disabled: boolean }) {
  return (
    <ChoiceGroup legend={t("admin.settings.website.bannerColour")} layout="flex flex-wrap gap-2">
      {BANNER_COLORS.map((colour) => (
        <RadioCard
          key={colour}
          name="homepageBanner.color"
          value={colour}
          defaultChecked={value === colour}
          disabled={disabled}
          className="py-2"
        >
          <span aria-hidden="true" className={`size-4 rounded-full ${swatch[colour]}`} />
          {tOptional(`admin.settings.website.colours.${colour}`) ?? colour}
        </RadioCard>
      ))}
    </ChoiceGroup>
  );
}
