import { PageHero } from "../../components/layout/page-hero.tsx";
import { submissionAction } from "../../features/submission/submission-action.server.ts";
import { SubmissionForm } from "../../features/submission/submission-form.tsx";
import "../../i18n/catalogues/list-with-us.ts";
import { t, tItems } from "../../i18n/i18n.ts";
import { pageMeta, siteSeo } from "../../lib/seo.ts";
import type { Route } from "./+types/list-with-us";

/** The form posted before or without scripts, photos included. */
export const action = submissionAction;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteSeo(matches), {
    title: t("listWithUs.metaTitle"),
    description: t("listWithUs.metaDescription"),
    path: "/list-with-us",
  });
}

export default function ListWithUs() {
  return (
    <main>
      <PageHero title={t("listWithUs.heroTitle")} text={t("listWithUs.heroText")} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-14">
        <SubmissionForm />
        <aside aria-labelledby="how-it-works" className="lg:order-last">
          <div className="rounded-2xl bg-brand-50 p-6 lg:sticky lg:top-24">
            <h2 id="how-it-works" className="text-lg font-bold text-brand-900">
              {t("listWithUs.howItWorks")}
            </h2>
            <ol className="mt-4 space-y-5">
              {tItems("listWithUs.steps", ["title", "text"]).map((step, i) => (
                <li key={step.title} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{step.title}</p>
                    <p className="mt-1 text-sm text-slate-700">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </aside>
      </div>
    </main>
  );
}
