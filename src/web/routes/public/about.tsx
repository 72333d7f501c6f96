import {
  Building2,
  CalendarCheck,
  Handshake,
  House,
  KeyRound,
  Lightbulb,
  type LucideIcon,
  MessagesSquare,
  ShieldCheck,
  Users,
} from "lucide-react";
import { CtaBand } from "../../components/layout/cta-band.tsx";
import { PageHero } from "../../components/layout/page-hero.tsx";
import { PageSection } from "../../components/layout/page-section.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { ContactDetails } from "../../features/contact/contact-details.tsx";
import { ContactForm } from "../../features/contact/contact-form.tsx";
import { publicFormAction } from "../../features/forms/actions.server.ts";
import { HERO_POSTER } from "../../features/home/hero.tsx";
import { scrollToSection } from "../../features/home/motion.ts";
import { ConsultationButton } from "../../features/leads/consultation-button.tsx";
import "../../i18n/catalogues/about.ts";
import { t, tItems, tList } from "../../i18n/i18n.ts";
import { pageMeta, SITE_PREVIEW_IMAGE, siteSeo } from "../../lib/seo.ts";
import type { Route } from "./+types/about";

/** The contact form posted before or without scripts. */
export const action = publicFormAction;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteSeo(matches), {
    title: t("about.metaTitle"),
    description: t("about.metaDescription"),
    path: "/about",
    ...SITE_PREVIEW_IMAGE,
    imageAlt: t("home.heroTitle"),
  });
}

const serviceIcons = [House, KeyRound, Building2, MessagesSquare];
const valueIcons = [ShieldCheck, Lightbulb, Users];

/** The services and the values: a card each, its icon taken in order from `icons`. */
function IconCards({
  items,
  icons,
  className,
}: {
  items: { title: string; text: string }[];
  icons: LucideIcon[];
  className: string;
}) {
  return (
    <ul className={`grid gap-6 ${className}`}>
      {items.map((item, i) => {
        const Icon = icons[i] ?? House;
        return (
          <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
            <p className="mt-2 text-slate-700">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

export default function About() {
  return (
    <main>
      <PageHero title={t("about.heroTitle")} text={t("about.heroText")}>
        {/* biome-ignore lint/a11y/useValidAnchor: an in-page link that works without JS; with JS it scrolls smoothly and moves focus */}
        <a
          href="#contact"
          onClick={(event) => {
            event.preventDefault();
            scrollToSection("contact");
          }}
          className={buttonClass("outline-light", "lg")}
        >
          <Handshake aria-hidden="true" className="size-5" />
          {t("about.getInTouch")}
        </a>
      </PageHero>

      <section
        aria-labelledby="welcome-title"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center"
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t("about.founded")}</p>
          <h2 id="welcome-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t("about.welcomeTitle")}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
            {tList("about.story").map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <img
          src={HERO_POSTER}
          alt=""
          width={1280}
          height={720}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-lg"
        />
      </section>

      <CtaBand id="consultation-title" title={t("about.consultationTitle")} text={t("about.consultationText")}>
        <ConsultationButton className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 font-semibold text-slate-950 hover:brightness-95">
          <CalendarCheck aria-hidden="true" className="size-5" />
          {t("about.consultationButton")}
        </ConsultationButton>
      </CtaBand>

      <PageSection id="services" title={t("about.servicesTitle")}>
        <IconCards
          items={tItems("about.services", ["title", "text"])}
          icons={serviceIcons}
          className="sm:grid-cols-2 lg:grid-cols-4"
        />
      </PageSection>

      <PageSection id="values" title={t("about.valuesTitle")} className="bg-slate-50">
        <IconCards items={tItems("about.values", ["title", "text"])} icons={valueIcons} className="md:grid-cols-3" />
      </PageSection>

      <PageSection id="contact" title={t("about.contactTitle")} text={t("about.contactText")}>
        <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-start">
          <ContactForm />
          <ContactDetails />
        </div>
      </PageSection>
    </main>
  );
}
