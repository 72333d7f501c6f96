import { PageHero } from "../../components/layout/page-hero.tsx";
import { ContactDetails, useCompany } from "../../features/contact/contact-details.tsx";
import { ContactForm } from "../../features/contact/contact-form.tsx";
import { publicFormAction } from "../../features/forms/actions.server.ts";
import "../../i18n/catalogues/contact.ts";
import { t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import { pageMeta, siteSeo } from "../../lib/seo.ts";
import { agencyJsonLd, JsonLd } from "../../lib/structured-data.ts";
import type { Route } from "./+types/contact";

/** The contact form (and the consultation form) posted before or without scripts. */
export const action = publicFormAction;

export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicUrl } = context.get(appContext);
  return { publicUrl, priceRange: await services.salePriceRange() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteSeo(matches), {
    title: t("contact.metaTitle"),
    description: t("contact.metaDescription"),
    path: "/contact",
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  return (
    <main>
      <JsonLd data={agencyJsonLd(company, loaderData.publicUrl, loaderData.priceRange)} />
      <PageHero title={t("contact.heroTitle")} text={t("contact.heroText")} />
      <div id="contact" className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:items-start">
        <ContactForm headingLevel={2} />
        <ContactDetails headingLevel={2} />
      </div>
    </main>
  );
}
