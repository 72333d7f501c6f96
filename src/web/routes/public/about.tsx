import {
  Building2,
  CalendarCheck,
  Handshake,
  House,
  KeyRound,
  Lightbulb,
  MessagesSquare,
  ShieldCheck,
  Users,
} from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../components/ui/button.tsx";
import { ContactDetails } from "../../features/contact/contact-details.tsx";
import { ContactForm } from "../../features/contact/contact-form.tsx";
import { publicFormAction } from "../../features/forms/actions.server.ts";
import { HERO_POSTER } from "../../features/home/hero.tsx";
import { scrollToSection } from "../../features/home/motion.ts";
import { PageHero } from "../../features/home/page-hero.tsx";
import { LeadButton } from "../../features/leads/lead-button.tsx";
import { LeadDialog } from "../../features/leads/lead-dialog.tsx";
import "../../i18n/catalogues/about.ts";
import { t, tItems, tList } from "../../i18n/i18n.ts";
import { pageMeta, siteSeo } from "../../lib/seo.ts";
import type { Route } from "./+types/about";

/** The contact form posted before or without scripts. */
export const action = publicFormAction;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteSeo(matches), {
    title: t("about.metaTitle"),
    description: t("about.metaDescription"),
    path: "/about",
    image: HERO_POSTER,
    imageAlt: t("home.heroTitle"),
  });
}

const serviceIcons = [House, KeyRound, Building2, MessagesSquare];
const valueIcons = [ShieldCheck, Lightbulb, Users];

export default function About() {
  const [consultation, setConsultation] = useState(false);
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

      <section aria-labelledby="consultation-title" className="bg-brand-800 px-4 py-12 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="consultation-title" className="text-2xl font-bold sm:text-3xl">
              {t("about.consultationTitle")}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-50">{t("about.consultationText")}</p>
          </div>
          <LeadButton
            mode="consultation"
            onOpen={() => setConsultation(true)}
            className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 font-semibold text-slate-950 hover:brightness-95"
          >
            <CalendarCheck aria-hidden="true" className="size-5" />
            {t("about.consultationButton")}
          </LeadButton>
        </div>
        <LeadDialog open={consultation} onClose={() => setConsultation(false)} mode="consultation" />
      </section>

      <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h2 id="services-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t("about.servicesTitle")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tItems("about.services", ["title", "text"]).map((service, i) => {
            const Icon = serviceIcons[i] ?? House;
            return (
              <li key={service.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold">{service.title}</h3>
                <p className="mt-2 text-slate-700">{service.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="values-title" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <h2 id="values-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("about.valuesTitle")}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {tItems("about.values", ["title", "text"]).map((value, i) => {
              const Icon = valueIcons[i] ?? ShieldCheck;
              return (
                <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <span
                    aria-hidden="true"
                    className="grid size-12 place-items-center rounded-full bg-accent-500/20 text-brand-800"
                  >
                    <Icon className="size-6" />
                  </span>
                  <h3 className="mt-4 text-xl font-bold">{value.title}</h3>
                  <p className="mt-2 text-slate-700">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section id="contact" tabIndex={-1} aria-labelledby="about-contact-title" className="scroll-mt-16 outline-none">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <h2 id="about-contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("about.contactTitle")}
          </h2>
          <p className="mt-2 max-w-2xl text-lg text-slate-700">{t("about.contactText")}</p>
          <div className="mt-8 grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-start">
            <ContactForm />
            <ContactDetails />
          </div>
        </div>
      </section>
    </main>
  );
}
