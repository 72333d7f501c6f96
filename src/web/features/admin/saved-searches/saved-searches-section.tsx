import { useQuery } from "@tanstack/react-query";
import type { SavedSearchGroup } from "../../../../domain/saved-search.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { ApiError } from "../../../lib/api.ts";
import { ListState } from "../resource/list-state.tsx";
import { savedSearchesApi } from "./api.ts";
import { readableQuery } from "./readable-query.ts";

/**
 * The visitors' saved searches, under the contacts: each distinct search in words, how many ask for
 * it (confirmed or still waiting) and how often. The addresses come only to a superadmin.
 */
export function SavedSearchesSection() {
  const list = useQuery({ queryKey: savedSearchesApi.key, queryFn: savedSearchesApi.list });
  return (
    <section aria-labelledby="saved-searches-title" className="mt-10">
      <h2 id="saved-searches-title" className="text-lg font-bold">
        {t("admin.savedSearches.title")}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t("admin.savedSearches.intro")}</p>
      <ListState
        query={list}
        items={list.data ?? []}
        loadingLabel={t("admin.shell.loading")}
        errorText={(list.error instanceof ApiError && list.error.serverMessage) || t("admin.savedSearches.fetchFailed")}
        emptyText={t("admin.savedSearches.empty")}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((group) => (
              <li key={group.query} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <SearchGroup group={group} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function SearchGroup({ group }: { group: SavedSearchGroup }) {
  return (
    <>
      <p className="font-semibold text-slate-900">{readableQuery(group.query)}</p>
      <p className="mt-1 text-sm text-slate-700">
        {t("admin.savedSearches.counts", {
          subscribers: group.subscribers,
          confirmed: group.confirmed,
          waiting: group.subscribers - group.confirmed,
        })}
      </p>
      <p className="text-sm text-slate-600">
        {t("admin.savedSearches.frequencies", {
          instant: group.frequencies.instant,
          daily: group.frequencies.daily,
          weekly: group.frequencies.weekly,
        })}
      </p>
      {group.emails && (
        <ul className="mt-2 text-sm text-slate-700">
          {group.emails.map((entry) => (
            <li key={entry.email}>
              {entry.email} · {t(`admin.savedSearches.frequency.${entry.frequency}`)} ·{" "}
              {entry.confirmed ? t("admin.savedSearches.confirmed") : t("admin.savedSearches.waiting")}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
