import { CalendarCheck, Globe, Info, Mail, Phone, Video } from "lucide-react";
import type { Development } from "../../../domain/development.ts";
import { ListingSection, type SectionLevel } from "../../components/listing/listing-section.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import "../../i18n/catalogues/developments.ts";
import { dialPhone, formatPhone } from "../../../domain/phone.ts";
import { formatNumber } from "../../i18n/format.ts";
import { t } from "../../i18n/i18n.ts";
import { LeadButton } from "../leads/lead-button.tsx";
import { LeadDialog } from "../leads/lead-dialog.tsx";
import { developmentLeadListing } from "../leads/lead-listing.ts";
import { useLeadDialog } from "../leads/use-lead-dialog.ts";
import { projectTypeLabel, websiteHref } from "./labels.ts";

/** Location (unless the page shows it already), project type and units, as a definition list. */
export function DevelopmentKeyFacts({ development, withLocation = true }: { development: Development; withLocation?: boolean }) {
  const facts = [
    ...(withLocation ? [{ label: t("developments.location"), value: development.location, wide: true }] : []),
    { label: t("developments.projectType"), value: projectTypeLabel(development.projectType), wide: false },
    {
      label: t("developments.units"),
      value: development.units == null ? t("developments.notSpecified") : formatNumber(development.units),
      wide: false,
    },
  ];
  return (
    <dl className={`grid grid-cols-2 gap-3 ${withLocation ? "sm:grid-cols-3" : ""}`}>
      {facts.map((fact) => (
        <div key={fact.label} className={`rounded-xl bg-slate-50 p-3 ${fact.wide ? "col-span-2 sm:col-span-1" : ""}`}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{fact.label}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Phone, email and website of the development's sales contact, and its video link. */
export function DevelopmentContact({ development, headingLevel }: { development: Development; headingLevel?: SectionLevel }) {
  const { phone, email, website } = development.contactInfo;
  const rows = [
    phone && { icon: Phone, label: t("developments.phone"), href: `tel:${dialPhone(phone)}`, text: formatPhone(phone), wrap: "" },
    email && { icon: Mail, label: t("developments.email"), href: `mailto:${email}`, text: email, wrap: "wrap-anywhere" },
    website && {
      icon: Globe,
      label: t("developments.website"),
      href: websiteHref(website),
      text: website.replace(/^https?:\/\//i, ""),
      wrap: "break-all",
      external: true,
    },
  ].filter((row) => !!row);
  return (
    <>
      {rows.length > 0 && (
        <ListingSection title={t("developments.contactInfo")} headingLevel={headingLevel}>
          <ul className="mt-2 space-y-2 text-sm">
            {rows.map(({ icon: Icon, label, href, text, wrap, external }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="sr-only">{label}: </span>
                <a
                  className={`${wrap} font-medium text-brand-800 underline-offset-2 hover:underline`}
                  href={href}
                  {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}
                >
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </ListingSection>
      )}
      {development.youtubeLink && (
        <p>
          <a
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
            href={development.youtubeLink}
            rel="noopener noreferrer"
            target="_blank"
          >
            <Video aria-hidden="true" className="size-4" />
            {t("developments.watchVideo")}
          </a>
        </p>
      )}
    </>
  );
}

/** Request Information and Schedule Site Visit, each opening the lead form about this development. */
export function DevelopmentLeadButtons({ development, stacked = false }: { development: Development; stacked?: boolean }) {
  const lead = useLeadDialog();
  const listing = developmentLeadListing(development);
  return (
    <div className={stacked ? "flex flex-col gap-2" : "flex flex-col gap-2 sm:flex-row sm:[&>button]:flex-1"}>
      <LeadButton mode="inquiry" listing={listing} onOpen={() => lead.open("inquiry")} className={buttonClass("primary", "md")}>
        <Info aria-hidden="true" className="size-4" />
        {t("developments.requestInformation")}
      </LeadButton>
      <LeadButton mode="viewing" listing={listing} onOpen={() => lead.open("viewing")} className={buttonClass("secondary", "md")}>
        <CalendarCheck aria-hidden="true" className="size-4" />
        {t("developments.scheduleSiteVisit")}
      </LeadButton>
      <LeadDialog open={lead.mode !== null} onClose={lead.close} mode={lead.mode ?? "inquiry"} listing={listing} />
    </div>
  );
}
