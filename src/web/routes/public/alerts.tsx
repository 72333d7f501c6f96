import { Link, useActionData } from "react-router";
import type { SaveSearchResult } from "../../features/alerts/actions.server.ts";
import { saveSearchAction } from "../../features/alerts/actions.server.ts";
import { SaveSearchForm } from "../../features/alerts/save-search.tsx";
import { describeSearch } from "../../features/alerts/search-summary.ts";
import "../../i18n/catalogues/alerts.ts";
import "../../i18n/catalogues/listing.ts";
import { localePath, localeSettings, t, translate } from "../../i18n/i18n.ts";
import type { Route } from "./+types/alerts";

/** Where "Save this search" posts (with or without scripts); `?query=` opens the form for a search. */
export async function loader({ request }: Route.LoaderArgs) {
  return { query: new URL(request.url).searchParams.get("query") ?? "" };
}

export const action = saveSearchAction;

export function meta() {
  return [{ title: `${t("alerts.page.title")} | ${t("brand.name")}` }, { name: "robots", content: "noindex" }];
}

export default function Alerts({ loaderData }: Route.ComponentProps) {
  const result = useActionData() as SaveSearchResult | undefined;
  const query = result?.values.query ?? loaderData.query;
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <SaveSearchForm
        key={result ? "result" : "empty"}
        query={query}
        summary={describeSearch(query, translate, localeSettings().price)}
        initial={result?.values}
        outcome={result?.outcome}
        headingLevel={1}
      />
      <Link
        to={`${localePath("/properties")}${query ? `?${query}` : ""}`}
        className="mt-8 inline-block font-semibold text-brand-700 underline"
      >
        {t("alerts.backToProperties")}
      </Link>
    </main>
  );
}
