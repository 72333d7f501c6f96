import { type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { placeNames } from "../../../domain/places.ts";
import { CtaBand } from "../../components/layout/cta-band.tsx";
import { PageHero } from "../../components/layout/page-hero.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { SaveSearchSection, savedQueryOf } from "../../features/alerts/save-search.tsx";
import { describeSearch } from "../../features/alerts/search-summary.ts";
import { distinctLocations, LISTING_PAGE_SIZE } from "../../features/properties/listing-params.ts";
import { parseListingParams } from "../../features/properties/listing-query.server.ts";
import { onlyDisplayDiffers } from "../../features/properties/map/map-view.ts";
import { PropertyListing } from "../../features/properties/property-listing.tsx";
import { listingJsonLd, mainPreviewImage, propertyPreview } from "../../features/properties/seo.ts";
import "../../i18n/catalogues/listing.ts";
import { localePath, localeSettings, t, translate } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { pageMeta, siteSeo } from "../../lib/seo.ts";
import { JsonLd } from "../../lib/structured-data.ts";
import { viewedListing } from "../../lib/url-dialog.server.ts";
import { openListingId, skipDialogRevalidation } from "../../lib/url-dialog.ts";
import type { Route } from "./+types/properties";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, publicUrl, mapTiles } = context.get(appContext);
  const url = new URL(request.url);
  const filters = parseListingParams(url.searchParams);
  const [page, locations, viewed] = await Promise.all([
    services.searchProperties({ ...filters, limit: LISTING_PAGE_SIZE, offset: 0 }),
    // The location filter offers every place a property is listed in, whatever is filtered now.
    services.listLocations(),
    viewedListing(request, services.getProperty),
  ]);
  return {
    filters,
    items: page.items,
    total: page.total,
    locations: distinctLocations(locations),
    viewed,
    // What a link with the Quick View open previews (worked out here, so its code stays off the page).
    viewedPreview: viewed?.listing ? propertyPreview(viewed.listing, publicUrl) : undefined,
    publicUrl,
    now: new Date().toISOString(),
    // The map's background, when the agency configured one (MAP_TILE_URL); by default there is none.
    mapTiles,
    // Names for the district and sector filters, and the search in words for "Save this search":
    // sent with the data, so the page's scripts carry neither the place list nor the wording rule.
    places: placeNames(),
    searchSummary: describeSearch(savedQueryOf(url.search), translate, localeSettings().price),
  };
}

/**
 * The list's data in a request of its own when browsing: if it fails, this page shows its own error
 * ('Failed to fetch properties.') instead of the whole site's.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}

/** Opening or closing Quick View (`?view=`), or showing the map, keeps the list as it is. */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  !args.formMethod && onlyDisplayDiffers(args.currentUrl, args.nextUrl) ? false : skipDialogRevalidation(args);

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  // While Quick View shows a property, the page stands for that property's own page, and a link to
  // it previews the property.
  const open = loaderData ? openListingId(location.search, loaderData.viewed) : null;
  const first = loaderData?.items[0];
  const viewed = loaderData?.viewed?.listing;
  return pageMeta(siteSeo(matches), {
    title: t("properties.heroTitle"),
    description: t("properties.heroText"),
    path: open ? `/properties/${open}` : "/properties",
    ...(first && mainPreviewImage(first, loaderData.publicUrl)),
    noindex: !loaderData,
    preview: viewed && viewed._id === open ? loaderData.viewedPreview : undefined,
  });
}

function Hero() {
  return <PageHero title={t("properties.heroTitle")} text={t("properties.heroText")} />;
}

function ListYourPropertyBanner() {
  return (
    <CtaBand id="list-your-property" title={t("properties.listBannerTitle")} text={t("properties.listBannerText")}>
      <ButtonLink to={localePath("/list-with-us")} variant="secondary" size="lg">
        {t("properties.listBannerTitle")}
      </ButtonLink>
      <ButtonLink to={localePath("/contact")} variant="outline-light" size="lg">
        {t("properties.contactUs")}
      </ButtonLink>
    </CtaBand>
  );
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { viewed, publicUrl, searchSummary, ...listing } = loaderData;
  return (
    <main>
      <Hero />
      <PropertyListing {...listing} viewed={viewed?.listing ?? null} />
      <SaveSearchSection summary={searchSummary} />
      <ListYourPropertyBanner />
      <JsonLd data={listingJsonLd(listing.items, publicUrl)} />
    </main>
  );
}

export function ErrorBoundary() {
  const location = useLocation();
  return (
    <main>
      <Hero />
      <div className="mx-auto max-w-7xl px-4 py-16 text-center">
        <p role="alert" className="text-lg font-semibold text-red-800">
          {t("properties.error")}
        </p>
        {/* A full page load, so the list is fetched again from scratch. */}
        <a href={`${location.pathname}${location.search}`} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t("properties.tryAgain")}
        </a>
      </div>
    </main>
  );
}
