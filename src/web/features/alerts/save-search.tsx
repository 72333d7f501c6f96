import { useId } from "react";
import { useLocation } from "react-router";
import { ALERT_FREQUENCIES, type AlertFrequency } from "../../../domain/enums.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import "../../i18n/catalogues/alerts.ts";
import { localePath, t, translate } from "../../i18n/i18n.ts";

export type SaveSearchOutcome =
  | { kind: "idle" }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string; field?: string };

/** The query kept with a saved search: the list's address without paging, view or dialog (the server keeps the filters only). */
export const savedQueryOf = (search: string) => search.replace(/^\?/, "");

/**
 * "Save this search / Get email alerts": a plain form posted to /alerts (works without scripts),
 * with the address, how often, and the explicit consent Law 058/2021 asks for, in plain words.
 */
export function SaveSearchForm({
  query,
  summary,
  initial,
  outcome = { kind: "idle" },
  headingLevel = 2,
}: {
  query: string;
  /** The search in words (search-summary.ts), worked out by the page's loader or route. */
  summary: string;
  initial?: { email?: string; frequency?: string; consent?: boolean };
  outcome?: SaveSearchOutcome;
  headingLevel?: 1 | 2;
}) {
  const id = useId();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const frequency = (ALERT_FREQUENCIES as readonly string[]).includes(initial?.frequency ?? "")
    ? (initial?.frequency as AlertFrequency)
    : "daily";
  const error = outcome.kind === "error" ? outcome : undefined;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Heading id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t("alerts.save.title")}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{t("alerts.save.text")}</p>
      <p className="mt-2 text-sm font-semibold text-slate-800">{t("alerts.save.search", { search: summary })}</p>
      {outcome.kind === "done" ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800">
          {outcome.message}
        </p>
      ) : (
        <form method="post" action={localePath("/alerts")} className="mt-4 grid gap-4" aria-describedby={`${id}-outcome`}>
          <input type="hidden" name="intent" value="save-search" />
          <input type="hidden" name="query" value={query} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-800">
                {t("alerts.save.email")}
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                required
                autoComplete="email"
                defaultValue={initial?.email ?? ""}
                aria-invalid={error?.field === "email" ? true : undefined}
                className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-sm text-slate-900"
              />
            </div>
            <div>
              <label htmlFor={`${id}-frequency`} className="block text-sm font-semibold text-slate-800">
                {t("alerts.save.frequency")}
              </label>
              <select
                id={`${id}-frequency`}
                name="frequency"
                defaultValue={frequency}
                className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
              >
                {ALERT_FREQUENCIES.map((value) => (
                  <option key={value} value={value}>
                    {translate(`alerts.frequency.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex gap-3">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              required
              defaultChecked={initial?.consent ?? false}
              aria-invalid={error?.field === "consent" ? true : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={`${id}-consent`} className="text-sm text-slate-700">
              {t("alerts.save.consent")}
            </label>
          </div>
          <div>
            <button type="submit" className={buttonClass("primary", "md")}>
              {t("alerts.save.submit")}
            </button>
          </div>
        </form>
      )}
      <p id={`${id}-outcome`} role={error ? "alert" : undefined} aria-live="polite" className="mt-2 min-h-5 text-sm text-red-800">
        {error?.message}
      </p>
    </section>
  );
}

/** The form under the property list (list and map view): the search is the page's address as it is now. */
export function SaveSearchSection({ summary }: { summary: string }) {
  const location = useLocation();
  return (
    <div className="bg-slate-50 px-4 py-12">
      <SaveSearchForm query={savedQueryOf(location.search)} summary={summary} />
    </div>
  );
}
