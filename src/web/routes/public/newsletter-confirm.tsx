import { Link, useActionData } from "react-router";
import { DoneStatus, LinkConfirmPage } from "../../components/layout/link-confirm-page.tsx";
import { linkProblem, tokenOf } from "../../features/alerts/actions.server.ts";
import "../../i18n/catalogues/alerts.ts";
import "../../i18n/catalogues/form-pages.ts";
import { localePath, t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import type { Route } from "./+types/newsletter-confirm";

/** The link of the newsletter's confirmation email: the subscription starts when the visitor presses the button. */
export async function loader({ request }: Route.LoaderArgs) {
  return { token: tokenOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { forms } = context.get(appContext);
  const outcome = await forms.confirmNewsletter(tokenOf(request));
  return outcome.ok ? { done: true } : { done: false, problem: linkProblem(outcome) };
}

export function meta() {
  return [{ title: `${t("alerts.newsletter.title")} | ${t("brand.name")}` }, { name: "robots", content: "noindex" }];
}

export default function ConfirmNewsletter({ loaderData }: Route.ComponentProps) {
  return (
    <LinkConfirmPage
      title={t("alerts.newsletter.title")}
      text={t("alerts.newsletter.text")}
      submit={t("alerts.newsletter.submit")}
      token={loaderData.token}
      result={useActionData<typeof action>()}
      done={<DoneStatus>{t("alerts.newsletter.done")}</DoneStatus>}
    >
      <Link to={localePath("/")} className="mt-8 inline-block font-semibold text-brand-700 underline">
        {t("footer.backHome")}
      </Link>
    </LinkConfirmPage>
  );
}
