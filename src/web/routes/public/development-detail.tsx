import { ArrowLeft, MapPin } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { idSchema } from "../../../domain/ids.ts";
import { ImageCarousel } from "../../components/image-carousel.tsx";
import { ChipList, DescriptionSection } from "../../components/listing/listing-section.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { DevelopmentShareActions } from "../../features/developments/development-actions.tsx";
import {
  DevelopmentContact,
  DevelopmentKeyFacts,
  DevelopmentLeadButtons,
} from "../../features/developments/development-facts.tsx";
import { developmentImages, developmentStatusLabel, developmentStatusTone } from "../../features/developments/labels.ts";
import { developmentJsonLd, developmentMainImage, developmentPath } from "../../features/developments/seo.ts";
import "../../i18n/catalogues/developments.ts";
import { t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { absoluteUrl, pageMeta, siteSeo, summarize } from "../../lib/seo.ts";
import { JsonLd } from "../../lib/structured-data.ts";
import { skipDialogRevalidation } from "../../lib/url-dialog.ts";
import type { Route } from "./+types/development-detail";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, publicUrl } = context.get(appContext);
  // A malformed id cannot name a development: the same 404 as an unknown one.
  const development = idSchema.safeParse(params.id).success ? await services.getDevelopment(params.id) : undefined;
  if (!development) throw data(t("developments.notFound"), { status: 404 });
  return { development, publicUrl };
}

/** Opening or closing a lead form (`?lead=`) keeps the page as it is. */
export const shouldRevalidate = skipDialogRevalidation;

export function meta({ loaderData, matches, error, location }: Route.MetaArgs) {
  const site = siteSeo(matches);
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return pageMeta(site, {
      title: notFound ? t("developments.notFound") : t("developments.loadFailed"),
      path: location.pathname,
      noindex: true,
    });
  }
  const { development, publicUrl } = loaderData;
  return pageMeta(site, {
    title: development.title,
    description: summarize(development.description),
    path: developmentPath(development._id),
    image: developmentMainImage(development, publicUrl),
    imageAlt: development.title,
  });
}

export default function DevelopmentDetail({ loaderData }: Route.ComponentProps) {
  const { development, publicUrl } = loaderData;
  const url = absoluteUrl(publicUrl, developmentPath(development._id));
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <JsonLd data={developmentJsonLd(development, publicUrl)} />
      <Link to="/developments" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
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
            sizes="(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw"
            priority
            labels={{ previous: t("developments.previousImage"), next: t("developments.nextImage") }}
            className="aspect-[3/2] rounded-2xl"
          />
          <header>
            <Badge tone={developmentStatusTone(development.status)}>{developmentStatusLabel(development.status)}</Badge>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{development.title}</h1>
            <p className="mt-2 flex items-center gap-1.5 text-slate-700">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {development.location}
            </p>
          </header>
          <DevelopmentKeyFacts development={development} withLocation={false} />
          <DescriptionSection title={t("developments.description")} text={development.description} headingLevel={2} />
          <ChipList title={t("developments.features")} items={development.tags} headingLevel={2} />
          <ChipList title={t("developments.amenities")} items={development.amenities} headingLevel={2} />
        </div>
        <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start">
          <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <DevelopmentContact development={development} headingLevel={2} />
            <DevelopmentLeadButtons development={development} stacked />
            <DevelopmentShareActions development={development} url={url} />
          </div>
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {notFound ? t("developments.notFound") : t("developments.loadFailed")}
      </h1>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/developments" className={buttonClass("primary")}>
          {t("developments.allDevelopments")}
        </Link>
        <Link to="/" className={buttonClass("secondary")}>
          {t("developments.backHome")}
        </Link>
      </div>
    </main>
  );
}
