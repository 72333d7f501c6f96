import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { PEOPLE_PAGE_SIZE } from "../../../../domain/person.ts";
import { formatPhone } from "../../../../domain/phone.ts";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDate, formatNumber } from "../../../i18n/format.ts";
import { peopleApi } from "./api.ts";

/** The words and page in the address (`?q=…&page=…`): a search can be shared, and works before scripts as a get form. */
function useSearch(): { q: string; page: number } {
  const [params] = useSearchParams();
  const page = Number(params.get("page"));
  return { q: params.get("q")?.trim() ?? "", page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** Everyone who wrote to the agency (within the staff member's leads), found by name, email or phone. */
export function PeoplePage() {
  const id = useId();
  const { q, page } = useSearch();
  const found = useQuery({
    queryKey: peopleApi.searchKey(q, page),
    queryFn: () => peopleApi.search(q, page),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((found.data?.total ?? 0) / PEOPLE_PAGE_SIZE));
  const to = (n: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;

  return (
    <div className="space-y-6">
      <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-q`} className="text-sm font-medium text-slate-900">
            {t("admin.people.searchLabel")}
          </label>
          <Input id={`${id}-q`} name="q" type="search" defaultValue={q} placeholder={t("admin.people.searchPlaceholder")} />
        </div>
        <Button type="submit" size="md">
          {t("admin.people.search")}
        </Button>
      </Form>

      {found.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{t("admin.people.loadError")}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void found.refetch()}>
            {t("admin.common.tryAgain")}
          </Button>
        </div>
      ) : !found.data ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-16" />
          ))}
        </div>
      ) : (
        <section aria-labelledby={`${id}-found`} className="space-y-3">
          <h2 id={`${id}-found`} className="text-sm font-semibold text-slate-700" aria-live="polite">
            {t("admin.people.total", { count: found.data.total, total: formatNumber(found.data.total) })}
          </h2>
          {found.data.people.length === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{t("admin.people.empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
              {found.data.people.map((person) => (
                <li key={person._id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                  <div className="min-w-0">
                    <Link to={`/admin/people/${person._id}`} className="font-semibold text-brand-800 underline">
                      {person.name}
                    </Link>
                    <p className="break-all text-sm text-slate-700">
                      {[person.email, person.phone && formatPhone(person.phone)].filter(Boolean).join(" · ")}
                    </p>
                  </div>
                  <p className="text-sm text-slate-700">
                    {t("admin.people.records", { count: person.records })} · {formatDate(person.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label={t("admin.people.pages")} className="flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link to={to(page - 1)} className={buttonClass("secondary", "sm")}>
                  {t("admin.people.previous")}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-700">
                {t("admin.people.page", { page: formatNumber(page), pages: formatNumber(pages) })}
              </span>
              {page < pages ? (
                <Link to={to(page + 1)} className={buttonClass("secondary", "sm")}>
                  {t("admin.people.next")}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      )}
    </div>
  );
}
