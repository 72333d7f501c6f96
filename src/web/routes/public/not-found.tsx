import { data, Link } from "react-router";
import { t } from "../../i18n/i18n.ts";
import { pageMeta, siteSeo } from "../../lib/seo.ts";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  // The attempted path is logged, so broken links pointing at the site can be found and fixed.
  console.warn(`404 Not Found: ${path}`);
  throw data({ path }, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(siteSeo(matches), { title: t("notFound.metaTitle"), path: location.pathname, noindex: true });
}

export function ErrorBoundary() {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-7xl font-extrabold text-brand-700">{t("notFound.code")}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t("notFound.title")}</h1>
      <Link to="/" className="mt-6 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        {t("notFound.home")}
      </Link>
    </main>
  );
}

export default function NotFound() {
  return null;
}
