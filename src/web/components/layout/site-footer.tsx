import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import type { CompanyInfo } from "../../../domain/settings.ts";
import { NewsletterForm } from "../../features/newsletter/newsletter-form.tsx";
import { t } from "../../i18n/i18n.ts";
import { AGENCY, whatsappLink } from "../../lib/agency.ts";

export function SiteFooter({ company }: { company: CompanyInfo }) {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-white">{company.name}</p>
          <p className="mt-2 text-sm text-brand-100">{t("brand.tagline")}</p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footer.quickLinks")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="hover:underline" to="/properties">
                {t("nav.properties")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/developments">
                {t("nav.developments")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/blog">
                {t("nav.blog")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/list-with-us">
                {t("nav.listWithUs")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/about">
                {t("nav.about")}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footer.contactUs")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
              {company.address}
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
              <a className="hover:underline" href={`tel:${company.phone.replace(/\s/g, "")}`}>
                {company.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <MessageCircle aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
              <a className="hover:underline" href={whatsappLink("Hello Kigali Estates")}>
                {t("contact.whatsapp")}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
              <a className="hover:underline" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </li>
          </ul>
          <h2 className="mt-5 font-semibold text-white">{t("footer.followUs")}</h2>
          <ul className="mt-2 flex flex-wrap gap-3 text-sm">
            {AGENCY.socials.map((s) => (
              <li key={s.name}>
                <a className="underline-offset-2 hover:underline" href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <NewsletterForm />
      </div>
      <p className="border-t border-white/15 py-5 text-center text-xs text-brand-100">{t("footer.copyright")}</p>
    </footer>
  );
}
