import type { AuditPage } from "../../../../domain/audit.ts";
import { apiFetch } from "../../../lib/api.ts";

/** The filters of the audit log as the page's address carries them. */
export type AuditFilters = { actor?: string; entityType?: string; entityId?: string; from?: string; to?: string; page?: string };

export const AUDIT_FILTERS = ["actor", "entityType", "entityId", "from", "to"] as const;

export const auditQuery = (filters: AuditFilters) =>
  new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""),
  ).toString();

export const auditApi = {
  key: (filters: AuditFilters) => ["audit", auditQuery(filters)] as const,
  list: (filters: AuditFilters) => apiFetch<AuditPage>(`/api/audit?${auditQuery(filters)}`),
} as const;
