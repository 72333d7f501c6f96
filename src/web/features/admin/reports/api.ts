import type { ReportSection } from "../../../../domain/reports.ts";
import type { ApiPath } from "../../../lib/api.ts";
import { api, ok } from "../../../lib/api-client.ts";

export type PeriodParams = { from?: string; to?: string };

const query = (period: PeriodParams, extra: Record<string, string> = {}) =>
  new URLSearchParams(
    Object.entries({ ...period, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

/** The report over a period (the server's default when none is given) and each section's CSV address. */
export const reportsApi = {
  key: (period: PeriodParams) => ["reports", period.from ?? "", period.to ?? ""] as const,
  // A bound left empty in the address is no bound: the server's default applies.
  get: ({ from, to }: PeriodParams) =>
    ok(api.GET("/api/reports", { params: { query: { ...(from ? { from } : {}), ...(to ? { to } : {}) } } })),
  csvUrl: (period: PeriodParams, section: ReportSection): ApiPath => `/api/reports.csv?${query(period, { section })}`,
} as const;
