import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditEntry, auditChanges } from "../../../../domain/audit.ts";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Input, Select } from "../../../components/ui/input.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { labelFor, serverText, t } from "../../../i18n/catalogues/admin.ts";
import { formatDateTime, formatNumber } from "../../../i18n/format.ts";
import { ApiError } from "../../../lib/api.ts";
import { adminUsersApi } from "../settings/api.ts";
import { AUDIT_FILTERS, type AuditFilters, auditApi, auditQuery } from "./api.ts";

const typeLabel = labelFor("admin.audit.types", AUDIT_ENTITY_TYPES);
const actionLabel = labelFor("admin.audit.actions", AUDIT_ACTIONS);

/** The filters and page in the address, so a filtered view can be shared and survives a reload. */
function useFilters(): AuditFilters {
  const [params] = useSearchParams();
  const filters: AuditFilters = {};
  for (const name of [...AUDIT_FILTERS, "page"] as const) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}

/** The audit log for superadmins: who changed which record when, each change as before → after. */
export function AuditPage() {
  const filters = useFilters();
  const log = useQuery({
    queryKey: auditApi.key(filters),
    queryFn: () => auditApi.list(filters),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  return (
    <div className="space-y-6">
      <Filters key={auditQuery({ ...filters, page: undefined })} filters={filters} />
      {log.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p>
            {log.error instanceof ApiError && log.error.serverMessage && log.error.status < 500
              ? serverText(log.error.serverMessage)
              : t("admin.audit.loadError")}
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void log.refetch()}>
            {t("admin.common.tryAgain")}
          </Button>
        </div>
      ) : !log.data ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-28" />
          ))}
        </div>
      ) : (
        <section aria-labelledby="audit-entries" className="space-y-3">
          <h2 id="audit-entries" className="text-sm font-semibold text-slate-700">
            {t("admin.audit.total", { count: log.data.total, total: formatNumber(log.data.total) })}
          </h2>
          {log.data.entries.length === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{t("admin.audit.empty")}</p>
          ) : (
            <ol className="space-y-3">
              {log.data.entries.map((entry) => (
                <li key={entry._id}>
                  <Entry entry={entry} filters={filters} />
                </li>
              ))}
            </ol>
          )}
          <Pages filters={filters} page={log.data.page} pages={Math.max(1, Math.ceil(log.data.total / log.data.pageSize))} />
        </section>
      )}
    </div>
  );
}

/** A form sent as the address (method get): works before scripts, and the address is the filter. */
function Filters({ filters }: { filters: AuditFilters }) {
  const id = useId();
  const staff = useQuery({ queryKey: adminUsersApi.key, queryFn: adminUsersApi.list });
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        {t("admin.audit.filters.label")}
      </h2>
      <Form method="get" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <div className="lg:col-span-2">
          <label htmlFor={`${id}-actor`} className="text-sm font-medium text-slate-900">
            {t("admin.audit.filters.actor")}
          </label>
          <Select id={`${id}-actor`} name="actor" defaultValue={filters.actor ?? ""}>
            <option value="">{t("admin.audit.filters.anyActor")}</option>
            {(staff.data ?? []).map((user) => (
              <option key={user._id} value={user._id}>
                {user.username}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="text-sm font-medium text-slate-900">
            {t("admin.audit.filters.entityType")}
          </label>
          <Select id={`${id}-type`} name="entityType" defaultValue={filters.entityType ?? ""}>
            <option value="">{t("admin.audit.filters.anyType")}</option>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-entity`} className="text-sm font-medium text-slate-900">
            {t("admin.audit.filters.entityId")}
          </label>
          <Input id={`${id}-entity`} name="entityId" defaultValue={filters.entityId ?? ""} autoComplete="off" />
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-900">
            {t("admin.audit.filters.from")}
          </label>
          <Input id={`${id}-from`} type="date" name="from" defaultValue={filters.from ?? ""} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-900">
            {t("admin.audit.filters.to")}
          </label>
          <Input id={`${id}-to`} type="date" name="to" defaultValue={filters.to ?? ""} />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
          <Button type="submit" size="md">
            {t("admin.audit.filters.apply")}
          </Button>
          <Link to="/admin/audit" className={buttonClass("secondary", "md")}>
            {t("admin.audit.filters.clear")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** A value as it was stored: text as written, others as JSON, none as a dash. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return t("admin.audit.none");
  return typeof value === "string" ? value : JSON.stringify(value);
}

function Entry({ entry, filters }: { entry: AuditEntry; filters: AuditFilters }) {
  const changes = auditChanges(entry);
  const recordLink = `?${auditQuery({ ...filters, entityType: entry.entityType, entityId: entry.entityId ?? undefined, page: undefined })}`;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="font-semibold text-slate-900">
          {actionLabel(entry.action)} · {typeLabel(entry.entityType)}
        </h3>
        {entry.entityId && (
          <Link to={recordLink} className="break-all text-sm text-brand-800 underline">
            {entry.entityId}
          </Link>
        )}
        <p className="text-sm text-slate-700">
          {t("admin.audit.byWhom", { name: entry.actorName })} ·{" "}
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </p>
      </header>
      {/* Narrow enough for a phone: long values break instead of scrolling sideways. */}
      <table className="mt-3 w-full table-fixed text-left text-sm">
        <caption className="sr-only">{t("admin.audit.changesOf", { type: typeLabel(entry.entityType) })}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-1 pr-3 font-medium">
              {t("admin.audit.columns.field")}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t("admin.audit.columns.before")}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t("admin.audit.columns.after")}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="py-1 pr-3 font-mono text-xs font-normal break-all text-slate-700">
                {change.field}
              </th>
              <td
                className={`py-1 pr-3 break-all ${change.changed && entry.action === "update" ? "bg-red-50 text-red-900" : ""}`}
              >
                {entry.before ? shown(change.before) : ""}
              </td>
              <td className={`py-1 break-all ${change.changed && entry.action === "update" ? "bg-green-50 text-green-900" : ""}`}>
                {entry.after ? shown(change.after) : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

function Pages({ filters, page, pages }: { filters: AuditFilters; page: number; pages: number }) {
  if (pages <= 1) return null;
  const to = (n: number) => `?${auditQuery({ ...filters, page: String(n) })}`;
  return (
    <nav aria-label={t("admin.audit.pages")} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={buttonClass("secondary", "sm")}>
          {t("admin.audit.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">
        {t("admin.audit.page", { page: formatNumber(page), pages: formatNumber(pages) })}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={buttonClass("secondary", "sm")}>
          {t("admin.audit.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
