import { Link, useActionData } from "react-router";
import { ALERT_FREQUENCIES } from "../../../domain/enums.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { isFrequency, linkProblem, tokenOf } from "../../features/alerts/actions.server.ts";
import { describeSearch } from "../../features/alerts/search-summary.ts";
import "../../i18n/catalogues/alerts.ts";
import "../../i18n/catalogues/listing.ts";
import { localePath, localeSettings, t, translate } from "../../i18n/i18n.ts";
import { appContext } from "../../lib/app-context.ts";
import type { Route } from "./+types/alerts-manage";

/** The page every alert email links to: change how often the alert comes, or stop it (which deletes it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { forms } = context.get(appContext);
  const token = tokenOf(request);
  const outcome = await forms.viewSearch(token);
  return outcome.ok ? { token, alert: outcome.value } : { token, problem: linkProblem(outcome) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { forms } = context.get(appContext);
  const token = tokenOf(request);
  const form = await request.formData();
  if (form.get("intent") === "stop") {
    const outcome = await forms.stopSearch(token);
    return outcome.ok ? { stopped: true } : { problem: linkProblem(outcome) };
  }
  const frequency = String(form.get("frequency") ?? "");
  if (!isFrequency(frequency)) return { problem: t("alerts.link.invalid") };
  const outcome = await forms.changeFrequency(token, frequency);
  return outcome.ok ? { saved: true } : { problem: linkProblem(outcome) };
}

export function meta() {
  return [{ title: `${t("alerts.manage.title")} | ${t("brand.name")}` }, { name: "robots", content: "noindex" }];
}

export default function ManageAlert({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { token } = loaderData;
  const alert = "alert" in loaderData ? loaderData.alert : undefined;
  const problem =
    (result && "problem" in result ? result.problem : undefined) ?? ("problem" in loaderData ? loaderData.problem : undefined);
  const here = `?token=${encodeURIComponent(token)}`;
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{t("alerts.manage.title")}</h1>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      {result && "stopped" in result ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-800">
          {t("alerts.manage.stopped")}
        </p>
      ) : (
        alert && (
          <>
            <p className="mt-2 text-slate-700">
              {t("alerts.manage.search", { search: describeSearch(alert.query, translate, localeSettings().price) })}
            </p>
            <Link
              to={`${localePath("/properties")}${alert.query ? `?${alert.query}` : ""}`}
              className="mt-2 inline-block font-semibold text-brand-700 underline"
            >
              {t("alerts.manage.openList")}
            </Link>
            <form method="post" action={here} className="mt-6 grid gap-3">
              <input type="hidden" name="intent" value="frequency" />
              <label htmlFor="alert-frequency" className="text-sm font-semibold text-slate-800">
                {t("alerts.manage.frequency")}
              </label>
              <select
                id="alert-frequency"
                name="frequency"
                defaultValue={alert.frequency}
                className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
              >
                {ALERT_FREQUENCIES.map((value) => (
                  <option key={value} value={value}>
                    {translate(`alerts.frequency.${value}`)}
                  </option>
                ))}
              </select>
              <div>
                <button type="submit" className={buttonClass("primary", "md")}>
                  {t("alerts.manage.save")}
                </button>
              </div>
              {result && "saved" in result && (
                <p role="status" className="text-sm font-semibold text-green-800">
                  {t("alerts.manage.saved")}
                </p>
              )}
            </form>
            <form method="post" action={here} className="mt-10 border-t border-slate-200 pt-6">
              <h2 className="text-lg font-bold text-slate-900">{t("alerts.manage.stopTitle")}</h2>
              <p className="mt-1 text-sm text-slate-700">{t("alerts.manage.stopText")}</p>
              <input type="hidden" name="intent" value="stop" />
              <button type="submit" className={`mt-3 ${buttonClass("danger", "md")}`}>
                {t("alerts.manage.stop")}
              </button>
            </form>
          </>
        )
      )}
    </main>
  );
}
