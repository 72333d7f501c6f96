import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { dialPhone, formatPhone } from "../../../domain/phone.ts";
import type { CompanyInfo } from "../../../domain/settings.ts";
import { NewsletterForm } from "../../features/newsletter/newsletter-form.tsx";
import { t } from "../../i18n/i18n.ts";
import { whatsappLink } from "../../lib/agency.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { sitePages } from "./site-pages.ts";
import { SocialLinks } from "./social-links.tsx";

function quickLinks() {
  const { properties, developments, blog, listWithUs, about } = sitePages();
  return [properties, developments, blog, listWithUs, about];
}

/** Address, phone, WhatsApp and email, each but the address a link. */
const contactRows = (company: CompanyInfo) => [
  { name: "address", icon: MapPin, text: company.address },
  { name: "phone", icon: Phone, href: `tel:${dialPhone(company.phone)}`, text: formatPhone(company.phone) },
  { name: "whatsapp", icon: MessageCircle, href: whatsappLink(t("footer.whatsappGreeting")), text: t("contact.whatsapp") },
  { name: "email", icon: Mail, href: `mailto:${company.email}`, text: company.email },
];

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
            {quickLinks().map((link) => (
              <li key={link.to}>
                <Link className="hover:underline" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footer.contactUs")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {contactRows(company).map(({ name, icon: Icon, href, text }) => (
              <li key={name} className="flex gap-2">
                <Icon aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
                {href ? (
                  <a className="hover:underline" href={href}>
                    {text}
                  </a>
                ) : (
                  text
                )}
              </li>
            ))}
          </ul>
          <h2 className="mt-5 font-semibold text-white">{t("footer.followUs")}</h2>
          <SocialLinks className="mt-2 flex flex-wrap gap-3 text-sm" linkClassName="underline-offset-2 hover:underline" />
        </div>
        <NewsletterForm />
      </div>
      {/* Below its last line, the room the compare bar takes while it is shown (see CompareBar). */}
      <div className="flex flex-col items-center gap-3 border-t border-white/15 pt-5 pb-[calc(1.25rem+var(--compare-bar-room,0px))] text-xs text-brand-100">
        <LanguageSwitcher tone="dark" />
        <p className="text-center">{t("footer.copyright")}</p>
      </div>
    </footer>
  );
}
