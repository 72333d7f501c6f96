import { ArrowLeft, Building2 } from "lucide-react";
import { Link } from "react-router";
import { hasMortgageCalculator, mortgageInputFrom } from "../../../domain/mortgage.ts";
import { StatusPage } from "../../components/layout/status-page.tsx";
import { ChipList, DescriptionSection } from "../../components/listing/listing-section.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { ListingActions } from "../../features/properties/listing-actions.tsx";
import { ListingFacts } from "../../features/properties/listing-facts.tsx";
import { ListingHistory } from "../../features/properties/listing-history.tsx";
import { PlaceAndPrice, PropertyFactGrid, shownAmenities } from "../../features/properties/listing-summary.tsx";
import { ListingTiles } from "../../features/properties/listing-tiles.tsx";
import { MortgageCalculator } from "../../features/properties/mortgage-calculator.tsx";
import { PropertyBadges, PropertyPhotos } from "../../features/properties/property-photos.tsx";
import { propertyJsonLd, propertyPlaceMeta, propertyPreview } from "../../features/properties/seo.ts";
import { VideoTile } from "../../features/properties/video-tile.tsx";
import "../../i18n/catalogues/property.ts";
import { localePath, t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { langOf } from "../../lib/content-lang.ts";
import { findOr404 } from "../../lib/route-helpers.server.ts";
import { isNotFound } from "../../lib/route-helpers.ts";
import { pageMeta, siteSeo } from "../../lib/seo.ts";
import { JsonLd } from "../../lib/structured-data.ts";
import { skipDialogRevalidation } from "../../lib/url-dialog.ts";
import type { Route } from "./+types/property-detail";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services, publicUrl } = context.get(appContext);
  const property = await findOr404(params.id, services.getProperty, t("properties.notFound"));
  const [similar, development, site] = await Promise.all([
    services.similarProperties(property._id),
    services.developmentOfProperty(property._id),
    services.getSiteSettings(),
  ]);
  return { property, publicUrl, similar, development, calculator: calculatorFor(property, site, request) };
}

/**
 * A sale's calculator: the figures in the page's address (the calculator's form without scripts),
 * else the listing's price and the defaults set in the back office.
 */
function calculatorFor(
  property: { price: number; status: string },
  site: { pricingSettings: { mortgage: { ratePercent: number; years: number; depositPercent: number } } },
  request: Request,
) {
  if (!hasMortgageCalculator(property.status)) return undefined;
  const defaults = { price: property.price, ...site.pricingSettings.mortgage };
  return { defaults, input: mortgageInputFrom(new URL(request.url).searchParams, defaults) };
}

/** Opening or closing a lead form (`?lead=`) keeps the page as it is. */
export const shouldRevalidate = skipDialogRevalidation;

/** The page's title when its property cannot be shown. */
function failureTitle(error: unknown): string {
  return isNotFound(error) ? t("properties.notFound") : t("properties.loadFailed");
}

export function meta({ loaderData, error, matches, location }: Route.MetaArgs) {
  const site = siteSeo(matches);
  if (!loaderData) return pageMeta(site, { title: failureTitle(error), path: location.pathname, noindex: true });
  const { property, publicUrl } = loaderData;
  return [
    ...pageMeta(site, { ...propertyPreview(property, publicUrl), path: `/properties/${property._id}` }),
    ...propertyPlaceMeta(property),
  ];
}

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const { property, publicUrl, similar, development, calculator } = loaderData;
  const amenities = shownAmenities(property);
  const path = localePath(`/properties/${property._id}`);
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Link
        to={localePath("/properties")}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("properties.backToList")}
      </Link>
      {/* On phones the title, price and actions follow the photos; on wide screens they sit beside them. */}
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section
          aria-label={t("properties.photosOf", { title: property.title })}
          className="relative overflow-hidden rounded-2xl"
        >
          <PropertyPhotos property={property} sizes="(min-width: 1280px) 860px, (min-width: 1024px) 65vw, 100vw" />
        </section>
        <div className="space-y-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <PropertyBadges property={property} statusPrefix />
          <PlaceAndPrice
            property={property}
            title={
              <h1 lang={langOf(property, "title")} className="text-3xl font-extrabold tracking-tight text-slate-900">
                {property.title}
              </h1>
            }
          />
          {development && (
            <p className="flex items-center gap-1.5 text-sm">
              <Building2 aria-hidden="true" className="size-4 text-brand-700" />
              <Link
                to={localePath(`/developments/${development._id}`)}
                lang={langOf(development, "title")}
                className="font-semibold text-brand-700 underline"
              >
                {t("properties.partOf", { development: development.title })}
              </Link>
            </p>
          )}
          <PropertyFactGrid property={property} onPage />
          <ListingActions property={property} withInquiry />
        </div>
        <div className="space-y-8 lg:col-start-1">
          <DescriptionSection
            title={t("properties.description")}
            text={property.description}
            lang={langOf(property, "description")}
            headingLevel={2}
          />
          <ListingFacts property={property} />
          <ChipList title={t("properties.amenitiesTitle")} items={amenities} headingLevel={2} />
          {property.youtubeLink && (
            <section>
              <h2 className="mb-3 text-xl font-bold text-slate-900">{t("properties.video")}</h2>
              <VideoTile link={property.youtubeLink} title={property.title} />
            </section>
          )}
          {calculator && <MortgageCalculator key={property._id} action={path} {...calculator} />}
          <ListingHistory history={property.history} />
        </div>
      </div>
      <div className="mt-12">
        <ListingTiles title={t("properties.similarTitle")} properties={similar} />
      </div>
      <JsonLd data={propertyJsonLd(property, publicUrl)} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StatusPage title={failureTitle(error)}>
      <ButtonLink to={localePath("/properties")}>{t("properties.backToList")}</ButtonLink>
    </StatusPage>
  );
}
