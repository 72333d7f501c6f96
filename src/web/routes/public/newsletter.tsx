import { Link } from "react-router";
import { publicFormAction } from "../../features/forms/actions.server.ts";
import { useFormResult } from "../../features/forms/form-result.ts";
import { NewsletterForm } from "../../features/newsletter/newsletter-form.tsx";
import "../../i18n/catalogues/form-pages.ts";
import { localePath, t } from "../../i18n/i18n.ts";

/** The footer's newsletter box posted before or without scripts lands here, with its outcome. */
export const action = publicFormAction;

export function meta() {
  return [{ title: `${t("footer.newsletterPageTitle")} | ${t("brand.name")}` }, { name: "robots", content: "noindex" }];
}

export default function Newsletter() {
  const result = useFormResult("newsletter");
  const initial = result && {
    email: result.sent ? "" : (result.values.email ?? ""),
    ...(result.sent ? { done: result.message } : { error: result.fields.email ?? result.message }),
  };
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <NewsletterForm key={result ? "result" : "empty"} initial={initial} headingLevel={1} />
      <Link to={localePath("/")} className="mt-8 inline-block font-semibold text-brand-700 underline">
        {t("footer.backHome")}
      </Link>
    </main>
  );
}
