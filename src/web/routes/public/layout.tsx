import { data, Outlet, useLoaderData } from "react-router";
import { websiteTextsIn } from "../../../domain/website-texts.ts";
import { LanguageSuggestion } from "../../components/layout/language-switcher.tsx";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";
import { StatusPage } from "../../components/layout/status-page.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { CompareBar } from "../../features/properties/compare-choice.tsx";
import { currentLocale, localePath, t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { skipDialogRevalidation } from "../../lib/url-dialog.ts";
import type { Route } from "./+types/layout";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const site = await services.getSiteSettings();
  // Visitors see the maintenance page (503); signed-in staff keep using the site to check their changes.
  if (site.maintenanceMode && !(await services.staffFromCookies(request.headers.get("cookie")))) {
    throw data({ maintenance: true, companyName: site.companyInfo.name }, { status: 503, headers: { "retry-after": "3600" } });
  }
  return { site };
}

/** Opening or closing a dialog kept in the address (`?view=`, `&lead=`) keeps the site data as it is. */
export const shouldRevalidate = skipDialogRevalidation;

/** Lets the maintenance page's Retry-After reach the browser. */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorHeaders;
}

const bannerColours = {
  blue: "bg-blue-700 text-white",
  green: "bg-green-700 text-white",
  red: "bg-red-700 text-white",
  yellow: "bg-yellow-300 text-slate-950",
} as const;

export default function PublicLayout() {
  const { site } = useLoaderData<typeof loader>();
  const banner = site.websiteSettings.homepageBanner;
  const texts = websiteTextsIn(site.websiteSettings, currentLocale());
  return (
    <>
      {banner.show && texts.bannerText && (
        <p
          role="note"
          lang={texts.inEnglish.includes("bannerText") ? "en" : undefined}
          className={`px-4 py-2 text-center text-sm font-medium ${bannerColours[banner.color]}`}
        >
          {texts.bannerText}
        </p>
      )}
      <LanguageSuggestion />
      <SiteHeader companyName={site.companyInfo.name} />
      <div id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </div>
      <SiteFooter company={site.companyInfo} />
      <CompareBar />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const maintenance = (error as { data?: { maintenance?: boolean; companyName?: string } })?.data;
  if (maintenance?.maintenance) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center bg-brand-900 px-4 text-center text-white">
        <p className="text-lg font-extrabold">{maintenance.companyName}</p>
        <h1 className="mt-6 text-3xl font-bold">{t("maintenance.title")}</h1>
        <p className="mt-3 max-w-md text-brand-100">{t("maintenance.text")}</p>
      </main>
    );
  }
  return (
    <StatusPage title={t("error.title")} text={t("error.text")}>
      {/* A full page load: whatever broke here is rebuilt from scratch. */}
      <a className={buttonClass("primary")} href={localePath("/")}>
        {t("notFound.home")}
      </a>
    </StatusPage>
  );
}
