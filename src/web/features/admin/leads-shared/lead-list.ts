/**
 * The lead pages' data on the server's terms: the filter, search, sort, page and view live in the
 * page's address; each list asks the API for one page of them, the stat cards for the counts over
 * the same filter, and a lead opened by a link (`?open=<id>`) for itself when it is on no page shown.
 */
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/lead-query.ts";
import type { ApiPath } from "../../../lib/api.ts";
import { type ApiReply, api, ok, okPage } from "../../../lib/api-client.ts";
import type { paths } from "../../../lib/api-schema";
import type { ItemOf } from "../resource/api.ts";
import { type AdminSession, can } from "../session.ts";

/** The lead inboxes: each has a list, its counts at `/stats`, a lead at `/{id}` and an export. */
type LeadCollection = "/api/consultations" | "/api/contacts" | "/api/submissions";

export type LeadListApi<L extends LeadCollection = LeadCollection> = { key: QueryKey; path: L };

/** Whose leads a list shows: everyone's the reader may see, theirs, or nobody's. */
export const LEAD_VIEWS = ["all", "mine", "unassigned"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

/** The views a staff member is offered: "All" only to those who see every lead; the first is the default. */
export function viewsFor(session: AdminSession): readonly LeadView[] {
  return can(session, "viewAllLeads") ? LEAD_VIEWS : ["mine", "unassigned"];
}

/** The address parameters a list reads besides the view and the page (its filters, search and sort). */
export type ListParams = { view: LeadView; page: number; values: Record<string, string> };

/** The list's state in the address, and how to change it: a new filter goes back to the first page. */
export function useListParams(filters: readonly string[], views: readonly LeadView[]) {
  const [search, setSearch] = useSearchParams();
  // Changes made while the previous one is still being navigated to build on it, not on the old address.
  const pending = useRef<URLSearchParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address having arrived is what clears it
  useEffect(() => {
    pending.current = null;
  }, [search]);
  const asked = search.get("view") as LeadView | null;
  const view = asked && views.includes(asked) ? asked : (views[0] ?? "all");
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const values = Object.fromEntries(filters.map((name) => [name, search.get(name) ?? ""]));
  const change = (updates: Record<string, string | null>, options: { keepPage?: boolean } = {}) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(pending.current ?? current);
        for (const [name, value] of Object.entries(updates)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!options.keepPage && !("page" in updates)) next.delete("page");
        pending.current = next;
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    params: { view, page, values } satisfies ListParams,
    set: (name: string, value: string) => change({ [name]: value }),
    setView: (next: LeadView) => change({ view: next === views[0] ? null : next }),
    setPage: (next: number) => change({ page: next > 1 ? String(next) : null }, { keepPage: true }),
    openId: search.get("open"),
    setOpen: (id: string | null) => change({ open: id }, { keepPage: true }),
  };
}

/** The API query of a list: its filters, the view as an assignee filter, and (for pages) page and size. */
export function apiQuery(params: ListParams, paging: { page: number; pageSize: number } | null): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params.values)) if (value) query.set(name, value);
  if (params.view === "mine") query.set("assignee", "me");
  if (params.view === "unassigned") query.set("assignee", "none");
  if (paging) {
    query.set("page", String(paging.page));
    query.set("pageSize", String(paging.pageSize));
  }
  return query.toString();
}

const withQuery = (path: string, query: string) => `${path}${query ? `?${query}` : ""}` as ApiPath;

/**
 * The three inboxes' calls, typed by the document through their signatures: TypeScript cannot follow
 * a path that is one of three through openapi-fetch's overloads. The query is the page's address's,
 * sent as it is (the API checks it, as it would a typed one).
 */
type LooseGet = (
  url: string,
  init: { params?: { path?: Record<string, string> }; querySerializer?: () => string },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const get = api.GET as unknown as LooseGet;
const asSent = (query: string) => ({ querySerializer: () => query });

/** One page of the list as the address describes it; the page shown stays while the next loads. */
export function useLeadPage<L extends LeadCollection>(api: LeadListApi<L>, params: ListParams, pageSize = DEFAULT_PAGE_SIZE) {
  const query = apiQuery(params, { page: params.page, pageSize });
  return useQuery({
    queryKey: [...api.key, "page", query],
    queryFn: () => okPage(get(api.path, asSent(query)) as Promise<{ data?: ItemOf<L>[]; response: Response }>),
    placeholderData: keepPreviousData,
  });
}

/** The latest leads of the view (for Recent Activity), in the given order, whatever the filters. */
export function useLatestLeads<L extends LeadCollection>(
  api: LeadListApi<L>,
  view: LeadView,
  sort: "newest" | "updated",
  limit = 5,
) {
  return useLeadPage(api, { view, page: 1, values: { sort } }, limit);
}

/** The stat cards' counts over the list's filter (the status filter left out of the per-status counts). */
export function useLeadStats<L extends LeadCollection>(api: LeadListApi<L>, params: ListParams) {
  const query = apiQuery(params, null);
  return useQuery({
    queryKey: [...api.key, "stats", query],
    queryFn: () => ok(get(`${api.path}/stats`, asSent(query))) as Promise<ApiReply<`${L}/stats` & keyof paths, "get">>,
    placeholderData: keepPreviousData,
  });
}

/** The lead a link opened: from the page shown when it is there, else asked for by id. */
export function useOpenLead<L extends LeadCollection>(api: LeadListApi<L>, id: string | null, shown: readonly ItemOf<L>[]) {
  const onPage = id ? shown.find((lead) => lead._id === id) : undefined;
  const one = useQuery({
    queryKey: [...api.key, "one", id],
    queryFn: () =>
      ok(get(`${api.path}/{id}`, { params: { path: { id: id ?? "" } } })) as Promise<ApiReply<`${L}/{id}` & keyof paths, "get">>,
    enabled: id !== null && onPage === undefined,
    refetchInterval: false,
  });
  return onPage ?? (id ? one.data : undefined);
}

/** The export of the list's filter (every page), as a link the browser downloads with the session cookie. */
export function exportHref(api: LeadListApi, params: ListParams): string {
  return withQuery(`${api.path}/export`, apiQuery(params, null));
}
