import { BANNER_COLORS } from "../../../../domain/enums.ts";
import { type Settings, websiteSettingsSchema } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { type AdminSession, can } from "../session.ts";
import { CompanyInfoForm } from "./company-info-form.tsx";
import { GroupForm, Section, SwitchRow, TextField } from "./controls.tsx";
import { FeaturedProperties } from "./featured-properties.tsx";
import { SystemPreferencesForm } from "./system-preferences-form.tsx";
import { useSettingsGroup } from "./use-settings.ts";

type WebsiteSettings = Settings["websiteSettings"];
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
      <SystemPreferencesForm settings={settings} canEdit={canEdit} />
      <CompanyInfoForm settings={settings} canEdit={canEdit} />
    </div>
  );
}

/** Trimmed and length-checked as the server will; a value it refuses gets the server's message, naming the field. */
function prepare(value: WebsiteSettings): WebsiteSettings {
  const parsed = websiteSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : value;
}

function WebsiteSettingsForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const group = useSettingsGroup(
    settings,
    "websiteSettings",
    { updated: t("admin.settings.website.updated"), failed: t("admin.settings.website.failed") },
    prepare,
  );
  const banner = group.value.homepageBanner;
  const seo = group.value.seoSettings;
  const setBanner = (change: Partial<WebsiteSettings["homepageBanner"]>) =>
    group.update((current) => ({ ...current, homepageBanner: { ...current.homepageBanner, ...change } }));
  const setSeo = (change: Partial<WebsiteSettings["seoSettings"]>) =>
    group.update((current) => ({ ...current, seoSettings: { ...current.seoSettings, ...change } }));

  return (
    <Section title={t("admin.settings.website.heading")}>
      <GroupForm group={group} canEdit={canEdit} saveLabel={t("admin.settings.website.save")}>
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">{t("admin.settings.website.bannerHeading")}</legend>
          <SwitchRow
            label={t("admin.settings.website.bannerShow")}
            hint={t("admin.settings.website.bannerShowHint")}
            checked={banner.show}
            disabled={!canEdit}
            onChange={(show) => setBanner({ show })}
          />
          {banner.show && (
            <div className="mt-2 space-y-4">
              <TextField
                label={t("admin.settings.website.bannerText")}
                value={banner.text}
                readOnly={!canEdit}
                maxLength={300}
                onChange={(text) => setBanner({ text })}
              />
              <BannerColours value={banner.color} disabled={!canEdit} onChange={(color) => setBanner({ color })} />
            </div>
          )}
        </fieldset>

        <fieldset className="mt-4 space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">{t("admin.settings.website.seoHeading")}</legend>
          <TextField
            label={t("admin.settings.website.siteTitle")}
            value={seo.siteTitle}
            readOnly={!canEdit}
            maxLength={120}
            onChange={(siteTitle) => setSeo({ siteTitle })}
          />
          <TextField
            label={t("admin.settings.website.metaDescription")}
            value={seo.metaDescription}
            readOnly={!canEdit}
            maxLength={320}
            multiline
            onChange={(metaDescription) => setSeo({ metaDescription })}
          />
          <TextField
            label={t("admin.settings.website.keywords")}
            hint={t("admin.settings.website.keywordsHint")}
            value={seo.keywords}
            readOnly={!canEdit}
            maxLength={500}
            onChange={(keywords) => setSeo({ keywords })}
          />
        </fieldset>
      </GroupForm>
    </Section>
  );
}

/** The banner's colour: one radio per colour, each with its swatch. */
function BannerColours({
  value,
  disabled,
  onChange,
}: {
  value: BannerColour;
  disabled: boolean;
  onChange: (colour: BannerColour) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">{t("admin.settings.website.bannerColour")}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {BANNER_COLORS.map((colour) => (
          <label
            key={colour}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${value === colour ? "border-brand-700 bg-brand-50" : "border-slate-300"}`}
          >
            <input
              type="radio"
              name="banner-colour"
              value={colour}
              checked={value === colour}
              disabled={disabled}
              onChange={() => onChange(colour)}
              className="size-4 accent-brand-700"
            />
            <span aria-hidden="true" className={`size-4 rounded-full ${swatch[colour]}`} />
            {tOptional(`admin.settings.website.colours.${colour}`) ?? colour}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
