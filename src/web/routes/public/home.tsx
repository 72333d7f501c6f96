import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Property } from "../../../domain/property.ts";
import { PageSection } from "../../components/layout/page-section.tsx";
import { CardSkeletons } from "../../components/listing/card-skeletons.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { ContactDetails, useCompany } from "../../features/contact/contact-details.tsx";
import { ContactForm } from "../../features/contact/contact-form.tsx";
import { DevelopmentsList } from "../../features/developments/developments-list.tsx";
import { developmentPreview } from "../../features/developments/seo.ts";
import { publicFormAction } from "../../features/forms/actions.server.ts";
import { Deferred, SectionError } from "../../features/home/deferred.tsx";
import { HomeHero } from "../../features/home/hero.tsx";
import { TestimonialsCarousel } from "../../features/home/testimonials.tsx";
import { FeaturedProperties } from "../../features/properties/featured-properties.tsx";
import { propertyPreview } from "../../features/properties/seo.ts";
import "../../i18n/catalogues/home.ts";
import { localePath, t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { type PageSeo, pageMeta, SITE_PREVIEW_IMAGE, siteSeo } from "../../lib/seo.ts";
import { agencyJsonLd, JsonLd } from "../../lib/structured-data.ts";
import { viewedListing } from "../../lib/url-dialog.server.ts";
import { openedListingPath, skipDialogRevalidation, VIEW_PARAM } from "../../lib/url-dialog.ts";
import type { Route } from "./+types/home";

/** The contact form posted before or without scripts. */
export const action = publicFormAction;

const FEATURED_ID = "featured-properties";
const DEVELOPMENTS_ID = "developments";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, publicUrl } = context.get(appContext);
  // Streamed: the server still sends the page whole, but a client-side visit shows placeholders first.
  const featured: Promise<Property[]> = services.listProperties({ featured: true, limit: 12 });
  const developments = services.listDevelopments();
  // A Quick View in the address (a property's or a development's) is rendered open by the server.
  const [testimonials, viewedProperty, viewedDevelopment, priceRange] = await Promise.all([
    // Without published testimonials (or if they cannot be read) the carousel shows the built-in ones.
    services.listTestimonials().catch(() => []),
    viewedListing(request, services.getProperty),
    viewedListing(request, services.getDevelopment),
    services.salePriceRange(),
  ]);
  const property = viewedProperty?.listing;
  const development = viewedDevelopment?.listing;
  return {
    featured,
    developments,
    viewedProperty,
    viewedDevelopment,
    // What a link with the Quick View open previews (worked out here, so its code stays off the page).
    viewedPreview: property
      ? propertyPreview(property, publicUrl)
      : development
        ? developmentPreview(development, publicUrl)
        : undefined,
    testimonials: testimonials.map(({ name, role, quote, stars, image, inEnglish }) => ({
      name,
      role,
      quote,
      stars,
      image,
      inEnglish,
    })),
    now: new Date().toISOString(),
    publicUrl,
    priceRange,
  };
}

/** Opening or closing a Quick View (`?view=`) keeps the sections as they are. */
export const shouldRevalidate = skipDialogRevalidation;

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  return pageMeta(siteSeo(matches), {
    ...SITE_PREVIEW_IMAGE,
    imageAlt: t("home.heroTitle"),
    ...openView(location, loaderData),
  });
}

/**
 * While a Quick View is open, the page stands for the listing's own page: the canonical path, and
 * the link preview of a listing the server found. One opened in the browser is known by its history
 * entry, which says which kind it is.
 */
function openView(location: Route.MetaArgs["location"], data: Route.MetaArgs["loaderData"]): Pick<PageSeo, "path" | "preview"> {
  const id = new URLSearchParams(location.search).get(VIEW_PARAM);
  const property = data?.viewedProperty?.listing;
  if (property && property._id === id) return { path: `/properties/${id}`, preview: data?.viewedPreview };
  const development = data?.viewedDevelopment?.listing;
  if (development && development._id === id) return { path: `/developments/${id}`, preview: data?.viewedPreview };
  return { path: openedListingPath(location) ?? "/" };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, developments, viewedProperty, testimonials, now, publicUrl, priceRange } = loaderData;
  const company = useCompany();
  const { hash } = useLocation();
  // A full load of /#developments jumps to the anchor before the page hydrates; scroll restoration
  // can then move the window again, so land on the anchor once more when the page is live.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <main>
      <JsonLd data={agencyJsonLd(company, publicUrl, priceRange)} />
      <HomeHero featuredId={FEATURED_ID} developmentsId={DEVELOPMENTS_ID} />

      <PageSection
        id={FEATURED_ID}
        title={t("home.featuredTitle")}
        text={t("home.featuredText")}
        action={
          <Link to={localePath("/properties")} className={buttonClass("secondary", "md", "self-start sm:self-auto")}>
            {t("home.viewAllProperties")}
          </Link>
        }
      >
        <Deferred
          resolve={featured}
          fallback={<CardSkeletons count={6} label={t("home.featuredLoading")} />}
          error={<SectionError message={t("home.featuredError")} onRetry={() => window.location.reload()} />}
        >
          {(properties) => <FeaturedProperties properties={properties} viewed={viewedProperty?.listing} now={now} />}
        </Deferred>
      </PageSection>

      {/* Sections below the fold are laid out only near the screen (app.css), sized until then by their usual height. */}
      <PageSection
        id={DEVELOPMENTS_ID}
        title={t("home.developmentsTitle")}
        text={t("home.developmentsText")}
        className="render-near-screen bg-slate-50 [--offscreen-height:2300px] md:[--offscreen-height:1350px]"
      >
        <DevelopmentsList developments={developments} />
      </PageSection>

      <PageSection
        id="testimonials"
        title={t("home.testimonialsTitle")}
        text={t("home.testimonialsText")}
        className="render-near-screen [--offscreen-height:700px]"
      >
        <TestimonialsCarousel testimonials={testimonials} />
      </PageSection>

      <PageSection
        id="contact"
        title={t("home.contactTitle")}
        text={t("home.contactText")}
        className="render-near-screen bg-slate-50 [--offscreen-height:1600px] lg:[--offscreen-height:900px]"
      >
        <div className="grid gap-8 lg:grid-cols-[1fr_1.3fr] lg:items-start">
          <ContactDetails />
          <ContactForm />
        </div>
      </PageSection>
    </main>
  );
}
