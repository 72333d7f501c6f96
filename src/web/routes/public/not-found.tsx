import { data } from "react-router";
import { StatusPage } from "../../components/layout/status-page.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { localePath, t } from "../../i18n/i18n.ts";
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
    <StatusPage title={t("notFound.title")} mark={<p className="text-7xl font-extrabold text-brand-700">{t("notFound.code")}</p>}>
      <ButtonLink to={localePath("/")}>{t("notFound.home")}</ButtonLink>
    </StatusPage>
  );
}

export default function NotFound() {
  return null;
}
