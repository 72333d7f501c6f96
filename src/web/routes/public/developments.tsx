import { PageHero } from "../../components/layout/page-hero.tsx";
import { DevelopmentsList } from "../../features/developments/developments-list.tsx";
import { developmentPreview } from "../../features/developments/seo.ts";
import "../../i18n/catalogues/developments.ts";
import { t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { pageMeta, siteSeo } from "../../lib/seo.ts";
import { viewedListing } from "../../lib/url-dialog.server.ts";
import { openListingId, skipDialogRevalidation } from "../../lib/url-dialog.ts";
import type { Route } from "./+types/developments";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, publicUrl } = context.get(appContext);
  // The development a Quick View in the address shows, for the page's canonical link and preview.
  const viewed = await viewedListing(request, services.getDevelopment);
  return {
    // Streamed: the server sends the page whole; a client-side visit shows placeholders first.
    developments: services.listDevelopments(),
    viewed,
    viewedPreview: viewed?.listing ? developmentPreview(viewed.listing, publicUrl) : undefined,
  };
}

/** Opening or closing Quick View (`?view=`) keeps the list as it is. */
export const shouldRevalidate = skipDialogRevalidation;

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  // While Quick View shows a development, the page stands for that development's own page, and a
  // link to it previews the development.
  const open = loaderData ? openListingId(location.search, loaderData.viewed) : null;
  const viewed = loaderData?.viewed?.listing;
  return pageMeta(siteSeo(matches), {
    title: t("developments.heroTitle"),
    description: t("developments.metaDescription"),
    path: open ? `/developments/${open}` : "/developments",
    preview: viewed && viewed._id === open ? loaderData.viewedPreview : undefined,
  });
}

export default function Developments({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero title={t("developments.heroTitle")} text={t("developments.heroText")} />
      <section aria-label={t("developments.heroTitle")} className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        {/* The cards come straight under the page's title: theirs are the next level. */}
        <DevelopmentsList developments={loaderData.developments} priorityFirst headingLevel={2} />
      </section>
    </main>
  );
}
