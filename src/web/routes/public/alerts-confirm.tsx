import { Link, useActionData } from "react-router";
import { DoneStatus, LinkConfirmPage } from "../../components/layout/link-confirm-page.tsx";
import { linkProblem, tokenOf } from "../../features/alerts/actions.server.ts";
import "../../i18n/catalogues/alerts.ts";
import { localePath, t } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import type { Route } from "./+types/alerts-confirm";

/** The link of the confirmation email opens this page; the alert starts when the visitor presses its button. */
export async function loader({ request }: Route.LoaderArgs) {
  return { token: tokenOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { forms } = context.get(appContext);
  const outcome = await forms.confirmSearch(tokenOf(request));
  return outcome.ok ? { done: true, query: outcome.value.query } : { done: false, problem: linkProblem(outcome) };
}

export function meta() {
  return [{ title: `${t("alerts.confirm.title")} | ${t("brand.name")}` }, { name: "robots", content: "noindex" }];
}

export default function ConfirmAlert({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <LinkConfirmPage
      title={t("alerts.confirm.title")}
      text={t("alerts.confirm.text")}
      submit={t("alerts.confirm.submit")}
      token={loaderData.token}
      result={result}
      done={
        <>
          <DoneStatus>{t("alerts.confirm.done")}</DoneStatus>
          <Link
            to={`${localePath("/properties")}${result?.query ? `?${result.query}` : ""}`}
            className="mt-6 inline-block font-semibold text-brand-700 underline"
          >
            {t("alerts.manage.openList")}
          </Link>
        </>
      }
    />
  );
}
