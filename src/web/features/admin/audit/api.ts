import { api, ok } from "../../../lib/api-client.ts";

/** The filters of the audit log as the page's address carries them. */
export type AuditFilters = { actor?: string; entityType?: string; entityId?: string; from?: string; to?: string; page?: string };

export const AUDIT_FILTERS = ["actor", "entityType", "entityId", "from", "to"] as const;

export const auditQuery = (filters: AuditFilters) =>
  new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""),
  ).toString();

export const auditApi = {
  key: (filters: AuditFilters) => ["audit", auditQuery(filters)] as const,
  // The filters come from the page's address: the API checks them (400 for a bad one), as it does a typed query.
  list: (filters: AuditFilters) => ok(api.GET("/api/audit", { querySerializer: () => auditQuery(filters) })),
} as const;
