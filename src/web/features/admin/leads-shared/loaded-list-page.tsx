import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { t } from "../../../i18n/catalogues/admin.ts";
import { type ListApi, useResourceList } from "../resource/api.ts";
import { QueryState } from "../resource/list-state.tsx";

export type LoadedList<T> = UseQueryResult<T[]>;

/**
 * A page that shows only once its list loaded: a spinner meanwhile, and `errorText` with Try Again
 * instead of the page when the list cannot be loaded.
 */
export function loadedListPage<T extends { _id: string }>(
  api: ListApi<T>,
  errorText: () => string,
  Page: ComponentType<{ list: LoadedList<T> }>,
) {
  return function LoadedListPage() {
    const list = useResourceList(api);
    return (
      <QueryState query={list} loadingLabel={t("admin.shell.loading")} errorText={errorText()}>
        {() => <Page list={list} />}
      </QueryState>
    );
  };
}
