import { useLocation } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { distinctLocations, LISTING_PAGE_SIZE } from "../../features/properties/listing-params.ts";
import { parseListingParams } from "../../features/properties/listing-query.server.ts";
import { PropertyListing } from "../../features/properties/property-listing.tsx";
import { listingJsonLd, mainImageUrl, OG_IMAGE } from "../../features/properties/seo.ts";
import "../../i18n/catalogues/listing.ts";
import { t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { pageTitle, siteSeo } from "../../lib/seo.ts";
import { absoluteUrl } from "../../lib/share.ts";
import { JsonLd } from "../../lib/structured-data.ts";
import { viewedListing } from "../../lib/url-dialog.server.ts";
import { openListingId, skipDialogRevalidation } from "../../lib/url-dialog.ts";
import type { Route } from "./+types/properties";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, publicUrl } = context.get(appContext);
  const filters = parseListingParams(new URL(request.url).searchParams);
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
    publicUrl,
    now: new Date().toISOString(),
  };
}

/**
 * The list's data in a request of its own when browsing: if it fails, this page shows its own error
 * ('Failed to fetch properties.') instead of the whole site's.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}

/** Opening or closing Quick View (`?view=`) keeps the list as it is. */
export const shouldRevalidate = skipDialogRevalidation;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const site = siteSeo(matches);
  const title = pageTitle(t("properties.heroTitle"), site);
  const description = t("properties.heroText");
  if (!loaderData) return [{ title }, { name: "description", content: description }];
  // While Quick View shows a property, the page stands for that property's own page.
  const open = openListingId(location.search, loaderData.viewed);
  const url = absoluteUrl(open ? `/properties/${open}` : "/properties", loaderData.publicUrl);
  const image = loaderData.items[0] ? mainImageUrl(loaderData.items[0], loaderData.publicUrl) : undefined;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site?.siteName ?? t("brand.name") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:width", content: String(OG_IMAGE.width) },
          { property: "og:image:height", content: String(OG_IMAGE.height) },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}

function Hero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-800 px-4 py-14 text-white sm:py-20">
      <div className="mx-auto max-w-7xl">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t("properties.heroTitle")}</h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-100">{t("properties.heroText")}</p>
      </div>
    </section>
  );
}

function ListYourPropertyBanner() {
  return (
    <section aria-labelledby="list-your-property" className="mx-auto max-w-7xl px-4 pb-16">
      <div className="flex flex-col gap-6 rounded-2xl bg-brand-800 p-6 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="list-your-property" className="text-2xl font-bold">
            {t("properties.listBannerTitle")}
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">{t("properties.listBannerText")}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/list-with-us" variant="secondary" size="lg">
            {t("properties.listBannerTitle")}
          </ButtonLink>
          <ButtonLink to="/contact" variant="outline-light" size="lg">
            {t("properties.contactUs")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { filters, items, total, locations, viewed, publicUrl, now } = loaderData;
  return (
    <main>
      <Hero />
      <PropertyListing
        filters={filters}
        items={items}
        total={total}
        locations={locations}
        viewed={viewed?.listing ?? null}
        now={now}
      />
      <ListYourPropertyBanner />
      <JsonLd data={listingJsonLd(items, publicUrl)} />
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
