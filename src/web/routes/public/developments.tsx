import { PageHero } from "../../components/layout/page-hero.tsx";
import { DevelopmentsList } from "../../features/developments/developments-list.tsx";
import "../../i18n/catalogues/developments.ts";
import { t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { pageMeta, siteSeo } from "../../lib/seo.ts";
import { viewedListing } from "../../lib/url-dialog.server.ts";
import { openListingId, skipDialogRevalidation } from "../../lib/url-dialog.ts";
import type { Route } from "./+types/developments";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return {
    // Streamed: the server sends the page whole; a client-side visit shows placeholders first.
    developments: services.listDevelopments(),
    // The development a Quick View in the address shows, for the page's canonical link.
    viewed: await viewedListing(request, services.getDevelopment),
  };
}

/** Opening or closing Quick View (`?view=`) keeps the list as it is. */
export const shouldRevalidate = skipDialogRevalidation;

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  // While Quick View shows a development, the page stands for that development's own page.
  const open = loaderData ? openListingId(location.search, loaderData.viewed) : null;
  return pageMeta(siteSeo(matches), {
    title: t("developments.heroTitle"),
    description: t("developments.metaDescription"),
    path: open ? `/developments/${open}` : "/developments",
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
