import { DevelopmentsList } from "../../features/developments/developments-list.tsx";
import { PageHero } from "../../features/home/page-hero.tsx";
import "../../i18n/catalogues/developments.ts";
import { t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { pageMeta, siteSeo } from "../../lib/seo.ts";
import type { Route } from "./+types/developments";

export function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  // Streamed: the server sends the page whole; a client-side visit shows placeholders first.
  return { developments: services.listDevelopments() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteSeo(matches), {
    title: t("developments.heroTitle"),
    description: t("developments.metaDescription"),
    path: "/developments",
  });
}

export default function Developments({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero title={t("developments.heroTitle")} text={t("developments.heroText")} />
      <section aria-label={t("developments.heroTitle")} className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <DevelopmentsList developments={loaderData.developments} priorityFirst />
      </section>
    </main>
  );
}
