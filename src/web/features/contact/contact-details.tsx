import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { CompanyInfo } from "../../../domain/settings.ts";
import { SocialLinks } from "../../components/layout/social-links.tsx";
import "../../i18n/catalogues/contact.ts";
import { dialPhone, formatPhone } from "../../../domain/phone.ts";
import { t } from "../../i18n/i18n.ts";
import { whatsappLink } from "../../lib/agency.ts";
import { useCompanyInfo } from "../properties/company.ts";

/** The agency's editable details, its name standing in for an empty one. */
export function useCompany(): CompanyInfo {
  const company = useCompanyInfo();
  return { ...company, name: company.name || t("brand.name") };
}

const linkClass = "font-medium text-brand-800 underline-offset-2 hover:underline";

/** Address, phone, WhatsApp, email, the five social links and the map placeholder. */
export function ContactDetails({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const company = useCompany();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const rows = [
    company.address && { icon: MapPin, label: t("contact.address"), content: <span>{company.address}</span> },
    company.phone && {
      icon: Phone,
      label: t("contact.phone"),
      content: (
        <a className={linkClass} href={`tel:${dialPhone(company.phone)}`}>
          {formatPhone(company.phone)}
        </a>
      ),
    },
    {
      icon: MessageCircle,
      label: t("contact.whatsapp"),
      content: (
        <a className={linkClass} href={whatsappLink(t("contact.whatsappGreeting"))} rel="noopener noreferrer" target="_blank">
          {t("contact.whatsappChat")}
        </a>
      ),
    },
    company.email && {
      icon: Mail,
      label: t("contact.email"),
      content: (
        <a className={`${linkClass} break-all`} href={`mailto:${company.email}`}>
          {company.email}
        </a>
      ),
    },
  ].filter((row) => !!row);

  return (
    <div className="space-y-6">
      <div className="rounded-2xl bg-brand-50 p-5 sm:p-7">
        <Heading className="text-xl font-bold text-slate-900">{t("contact.detailsTitle")}</Heading>
        <ul className="mt-4 space-y-4">
          {rows.map(({ icon: Icon, label, content }) => (
            <li key={label} className="flex gap-3">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-brand-700 shadow-sm"
              >
                <Icon className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-600">{label}</p>
                <p className="text-slate-900">{content}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm font-semibold text-slate-600">{t("contact.socialTitle")}</p>
        <SocialLinks
          className="mt-2 flex flex-wrap gap-2"
          linkClassName="inline-flex h-9 items-center rounded-full bg-white px-3 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-inset ring-brand-100 hover:bg-brand-100"
        />
      </div>
      <figure
        aria-label={t("contact.mapTitle")}
        className="grid h-48 place-items-center rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 text-center"
      >
        <div>
          <MapPin aria-hidden="true" className="mx-auto size-8 text-brand-700" />
          <p className="mt-2 text-lg font-semibold text-slate-800">{t("contact.mapComingSoon")}</p>
        </div>
      </figure>
    </div>
  );
}
