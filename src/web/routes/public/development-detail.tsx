import { ArrowLeft, MapPin } from "lucide-react";
import { Link } from "react-router";
import { ImageCarousel } from "../../components/image-carousel.tsx";
import { StatusPage } from "../../components/layout/status-page.tsx";
import { ChipList, chipsOf, DescriptionSection } from "../../components/listing/listing-section.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { DevelopmentShareActions } from "../../features/developments/development-actions.tsx";
import {
  DevelopmentContact,
  DevelopmentKeyFacts,
  DevelopmentLeadButtons,
} from "../../features/developments/development-facts.tsx";
import { developmentImages, developmentStatusLabel, developmentStatusTone } from "../../features/developments/labels.ts";
import { developmentJsonLd, developmentPath, developmentPreview } from "../../features/developments/seo.ts";
import { ListingTiles } from "../../features/properties/listing-tiles.tsx";
import "../../i18n/catalogues/developments.ts";
import { localePath, t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { langOf } from "../../lib/content-lang.ts";
import { findOr404 } from "../../lib/route-helpers.server.ts";
import { isNotFound } from "../../lib/route-helpers.ts";
import { absoluteUrl, pageMeta, siteSeo } from "../../lib/seo.ts";
import { JsonLd } from "../../lib/structured-data.ts";
import { skipDialogRevalidation } from "../../lib/url-dialog.ts";
import type { Route } from "./+types/development-detail";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, publicUrl } = context.get(appContext);
  const development = await findOr404(params.id, services.getDevelopment, t("developments.notFound"));
  const listings = await services.developmentProperties(development._id);
  return { development, publicUrl, listings };
}

/** Opening or closing a lead form (`?lead=`) keeps the page as it is. */
export const shouldRevalidate = skipDialogRevalidation;

/** The page's title when its development cannot be shown. */
function failureTitle(error: unknown): string {
  return isNotFound(error) ? t("developments.notFound") : t("developments.loadFailed");
}

export function meta({ loaderData, matches, error, location }: Route.MetaArgs) {
  const site = siteSeo(matches);
  if (!loaderData) return pageMeta(site, { title: failureTitle(error), path: location.pathname, noindex: true });
  const { development, publicUrl } = loaderData;
  return pageMeta(site, { ...developmentPreview(development, publicUrl), path: developmentPath(development._id) });
}

export default function DevelopmentDetail({ loaderData }: Route.ComponentProps) {
  const { development, publicUrl, listings } = loaderData;
  const url = absoluteUrl(publicUrl, developmentPath(development._id));
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <JsonLd data={developmentJsonLd(development, publicUrl)} />
      <Link
        to={localePath("/developments")}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("developments.allDevelopments")}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <div className="min-w-0 space-y-8">
          <ImageCarousel
            // A new development starts at its first picture.
            key={development._id}
            images={developmentImages(development)}
            alt={development.title}
            lang={langOf(development, "title")}
            sizes="(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw"
            priority
            labels={{ previous: t("developments.previousImage"), next: t("developments.nextImage") }}
            className="aspect-[3/2] rounded-2xl"
          />
          <header>
            <Badge tone={developmentStatusTone(development.status)}>{developmentStatusLabel(development.status)}</Badge>
            <h1
              lang={langOf(development, "title")}
              className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
            >
              {development.title}
            </h1>
            <p className="mt-2 flex items-center gap-1.5 text-slate-700">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {development.location}
            </p>
          </header>
          <DevelopmentKeyFacts development={development} withLocation={false} />
          <DescriptionSection
            title={t("developments.description")}
            text={development.description}
            lang={langOf(development, "description")}
            headingLevel={2}
          />
          <ChipList
            title={t("developments.features")}
            items={chipsOf(development.tags, langOf(development, "tags"))}
            headingLevel={2}
          />
          <ChipList
            title={t("developments.amenities")}
            items={chipsOf(development.amenities, langOf(development, "amenities"))}
            headingLevel={2}
          />
        </div>
        <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start">
          <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <DevelopmentContact development={development} headingLevel={2} />
            <DevelopmentLeadButtons development={development} stacked />
            <DevelopmentShareActions development={development} url={url} />
          </div>
        </aside>
      </div>
      <div className="mt-12">
        <ListingTiles title={t("developments.listingsTitle")} properties={listings} />
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StatusPage title={failureTitle(error)}>
      <ButtonLink to={localePath("/developments")}>{t("developments.allDevelopments")}</ButtonLink>
      <ButtonLink to={localePath("/")} variant="secondary">
        {t("developments.backHome")}
      </ButtonLink>
    </StatusPage>
  );
}
