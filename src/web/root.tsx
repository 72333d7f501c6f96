import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { websiteTextsIn } from "../domain/website-texts.ts";
import { IconSprite } from "./components/ui/sprite-icon.tsx";
import { ToastProvider } from "./components/ui/toast.tsx";
import { currentLocale, localePath, t } from "./i18n/i18n.ts";
import { appContext } from "./lib/app-context.ts";
import { IMAGE_FALLBACK_SCRIPT } from "./lib/image-fallback.ts";
import { useNonce } from "./lib/nonce.ts";
import { pageMeta, type SiteSeo } from "./lib/seo.ts";
import { VISIT_ORIGIN_SCRIPT } from "./lib/visit-origin.ts";

/**
 * The site-wide SEO defaults. A meta function only sees the routes above it, so the defaults live
 * here rather than in the public layout: every page without its own meta gets them, and pages
 * with their own meta read them through `siteSeo(matches)`.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicUrl } = context.get(appContext);
  const { companyInfo, websiteSettings } = await services.getSiteSettings();
  const { siteTitle, metaDescription, keywords } = websiteTextsIn(websiteSettings, currentLocale());
  const seo: SiteSeo = {
    siteName: companyInfo.name || t("brand.name"),
    siteTitle,
    description: metaDescription,
    keywords,
    publicUrl,
  };
  return { seo };
}

// Only the first page's head matters to crawlers and link previews; later navigations need not re-read it.
export const shouldRevalidate = () => false;

export function meta({ loaderData, location }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, { path: location.pathname, noindex: location.pathname.startsWith("/admin") });
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={currentLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#124d2e" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no outside input */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no outside input */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: VISIT_ORIGIN_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <IconSprite />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // One toaster for the whole app, so a toast survives navigation (e.g. 'Logged out successfully').
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t("error.title");
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{t("error.text")}</p>
      <a className="mt-4 inline-block text-brand-700 underline" href={localePath("/")}>
        {t("notFound.home")}
      </a>
    </main>
  );
}
