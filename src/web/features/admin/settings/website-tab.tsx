import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { BANNER_COLORS } from "../../../../domain/enums.ts";
import type { Property } from "../../../../domain/property.ts";
import { type Settings, websiteSettingsSchema } from "../../../../domain/settings.ts";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Badge, statusTone } from "../../../components/ui/badge.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";
import { apiFetch } from "../../../lib/api.ts";
import { type AdminSession, can } from "../session.ts";
import { LoadError, Notice, SaveButton, Section, SectionSkeleton, SwitchRow, TextField } from "./controls.tsx";
import { matchesProperty, withReason } from "./rules.ts";
import { useDraft, useSaveSetting } from "./use-settings.ts";

type WebsiteSettings = Settings["websiteSettings"];

const swatch: Record<(typeof BANNER_COLORS)[number], string> = {
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

function WebsiteSettingsForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const draft = useDraft<WebsiteSettings>(settings.websiteSettings);
  const save = useSaveSetting(
    "websiteSettings",
    { updated: t("admin.settings.website.updated"), failed: t("admin.settings.website.failed") },
    draft.reset,
  );
  const value = draft.value ?? settings.websiteSettings;
  const banner = value.homepageBanner;
  const seo = value.seoSettings;
  const setBanner = (change: Partial<WebsiteSettings["homepageBanner"]>) =>
    draft.update((current) => ({ ...current, homepageBanner: { ...current.homepageBanner, ...change } }));
  const setSeo = (change: Partial<WebsiteSettings["seoSettings"]>) =>
    draft.update((current) => ({ ...current, seoSettings: { ...current.seoSettings, ...change } }));

  return (
    <Section title={t("admin.settings.website.heading")}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (save.isPending) return;
          // Trimmed and length-checked as the server will; its message names the field.
          const parsed = websiteSettingsSchema.safeParse(value);
          save.mutate(parsed.success ? parsed.data : value);
        }}
      >
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
              <fieldset>
                <legend className="text-sm font-medium text-slate-900">{t("admin.settings.website.bannerColour")}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {BANNER_COLORS.map((colour) => (
                    <label
                      key={colour}
                      className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${banner.color === colour ? "border-brand-700 bg-brand-50" : "border-slate-300"}`}
                    >
                      <input
                        type="radio"
                        name="banner-colour"
                        value={colour}
                        checked={banner.color === colour}
                        disabled={!canEdit}
                        onChange={() => setBanner({ color: colour })}
                        className="size-4 accent-brand-700"
                      />
                      <span aria-hidden="true" className={`size-4 rounded-full ${swatch[colour]}`} />
                      {tOptional(`admin.settings.website.colours.${colour}`) ?? colour}
                    </label>
                  ))}
                </div>
              </fieldset>
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
        {canEdit && <SaveButton busy={save.isPending} label={t("admin.settings.website.save")} />}
      </form>
    </Section>
  );
}

const PROPERTIES_KEY = ["settings", "properties"] as const;

function FeaturedProperties({ canToggle }: { canToggle: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState("");
  const properties = useQuery({ queryKey: PROPERTIES_KEY, queryFn: () => apiFetch<Property[]>("/api/properties") });
  const toggle = useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) =>
      apiFetch<Property>(`/api/properties/${id}`, { method: "PUT", json: { featured } }),
    onSuccess: (updated) => {
      queryClient.setQueryData<Property[]>(PROPERTIES_KEY, (old) => old?.map((p) => (p._id === updated._id ? updated : p)));
      // Other back-office pages listing properties reload with the new flag.
      void queryClient.invalidateQueries({ queryKey: ["properties"] });
      toast({
        title: t("admin.settings.successTitle"),
        description: updated.featured ? t("admin.settings.featured.featured") : t("admin.settings.featured.unfeatured"),
        variant: "success",
      });
    },
    onError: (error) =>
      toast({
        title: t("admin.settings.errorTitle"),
        description: withReason(t("admin.settings.featured.failed"), error),
        variant: "destructive",
      }),
  });
  const shown = useMemo(() => (properties.data ?? []).filter((p) => matchesProperty(p, query)), [properties.data, query]);

  return (
    <Section title={t("admin.settings.featured.heading")} description={t("admin.settings.featured.description")}>
      {!canToggle && <Notice>{t("admin.settings.featured.noPermission")}</Notice>}
      {properties.isPending ? (
        <SectionSkeleton />
      ) : properties.isError ? (
        <LoadError message={t("admin.settings.featured.loadFailed")} onRetry={() => void properties.refetch()} />
      ) : properties.data.length === 0 ? (
        <p className="text-slate-600">{t("admin.settings.featured.empty")}</p>
      ) : (
        <>
          <div className="mb-3 max-w-sm">
            <TextField label={t("admin.settings.featured.search")} type="search" value={query} onChange={setQuery} />
          </div>
          {shown.length === 0 ? (
            <p className="text-slate-600">{t("admin.settings.featured.noMatch")}</p>
          ) : (
            <ul
              className="max-h-[32rem] divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
              aria-label={t("admin.settings.featured.heading")}
            >
              {shown.map((property) => {
                const busy = toggle.isPending && toggle.variables?.id === property._id;
                return (
                  <li key={property._id} className="flex items-center gap-3 p-3">
                    <div className="size-12 shrink-0 overflow-hidden rounded-md bg-slate-100">
                      {property.images[0] && (
                        <ResponsiveImage
                          src={property.images[0]}
                          alt=""
                          width={48}
                          height={48}
                          sizes="48px"
                          className="size-full object-cover"
                        />
                      )}
                    </div>
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-slate-900">{property.title}</p>
                      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                        <span className="truncate">{property.location}</span>
                        <Badge tone={statusTone(property.status)}>
                          {tOptional(`admin.settings.featured.statuses.${property.status}`) ?? property.status}
                        </Badge>
                      </p>
                    </div>
                    <Switch
                      label={t("admin.settings.featured.toggleLabel", { title: property.title })}
                      checked={busy && toggle.variables ? toggle.variables.featured : property.featured}
                      disabled={!canToggle || busy}
                      onChange={(featured) => toggle.mutate({ id: property._id, featured })}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}

function timezones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
}

function SystemPreferencesForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const draft = useDraft<Settings["systemPreferences"]>(settings.systemPreferences);
  const save = useSaveSetting(
    "systemPreferences",
    { updated: t("admin.settings.system.updated"), failed: t("admin.settings.system.failed") },
    draft.reset,
  );
  const value = draft.value ?? settings.systemPreferences;
  const zones = useMemo(() => timezones(value.timezone), [value.timezone]);
  return (
    <Section title={t("admin.settings.system.heading")}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) save.mutate(value);
        }}
      >
        <div className="divide-y divide-slate-100">
          <SwitchRow
            label={t("admin.settings.system.maintenanceMode")}
            hint={t("admin.settings.system.maintenanceHint")}
            checked={value.maintenanceMode}
            disabled={!canEdit}
            onChange={(maintenanceMode) => draft.update((current) => ({ ...current, maintenanceMode }))}
          />
          <SwitchRow
            label={t("admin.settings.system.autoApprove")}
            hint={t("admin.settings.system.autoApproveHint")}
            checked={value.autoApproveSubmissions}
            disabled={!canEdit}
            onChange={(autoApproveSubmissions) => draft.update((current) => ({ ...current, autoApproveSubmissions }))}
          />
        </div>
        <div className="mt-3 max-w-sm">
          <label htmlFor="settings-timezone" className="block text-sm font-medium text-slate-900">
            {t("admin.settings.system.timezone")}
          </label>
          <select
            id="settings-timezone"
            value={value.timezone}
            disabled={!canEdit}
            onChange={(event) => {
              const timezone = event.target.value;
              draft.update((current) => ({ ...current, timezone }));
            }}
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 disabled:bg-slate-100"
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
        {canEdit && <SaveButton busy={save.isPending} label={t("admin.settings.system.save")} />}
      </form>
    </Section>
  );
}

const COMPANY_FIELDS = [
  ["name", t("admin.settings.company.name"), "text", 120],
  ["email", t("admin.settings.company.email"), "email", 200],
  ["phone", t("admin.settings.company.phone"), "tel", 40],
  ["website", t("admin.settings.company.website"), "url", 200],
  ["address", t("admin.settings.company.address"), "text", 300],
] as const;

function CompanyInfoForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const draft = useDraft<Settings["companyInfo"]>(settings.companyInfo);
  const save = useSaveSetting(
    "companyInfo",
    { updated: t("admin.settings.company.updated"), failed: t("admin.settings.company.failed") },
    draft.reset,
  );
  const value = draft.value ?? settings.companyInfo;
  return (
    <Section title={t("admin.settings.company.heading")}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) save.mutate(value);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {COMPANY_FIELDS.map(([field, label, type, max]) => (
            <TextField
              key={field}
              label={label}
              type={type}
              value={value[field]}
              readOnly={!canEdit}
              maxLength={max}
              onChange={(text) => draft.update((current) => ({ ...current, [field]: text }))}
            />
          ))}
        </div>
        {canEdit && <SaveButton busy={save.isPending} label={t("admin.settings.company.save")} />}
      </form>
    </Section>
  );
}
