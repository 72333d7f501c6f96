import type { FastifyRequest } from "fastify";
import { csvFileResponse } from "../../domain/api.ts";
import { type ReportQuery, reportCsvQuerySchema, reportQuerySchema, reportSchema, resolvePeriod } from "../../domain/reports.ts";
import type { App } from "../app.ts";
import { badRequest, unauthorized } from "../http-error.ts";
import { requirePermission } from "../plugins/auth.ts";
import { leadScope } from "../services/lead-scope.ts";
import { buildReport, reportCsv, reportCsvFileName } from "../services/reports.ts";

const tags = ["reports"];

export async function reportRoutes(app: App) {
  /** The report over the asked period, counting only the leads the caller may see. */
  async function reportFor(request: FastifyRequest, query: ReportQuery) {
    if (!request.user) throw unauthorized();
    const period = resolvePeriod(query);
    if ("error" in period) throw badRequest(period.error);
    return buildReport(app.db, period, await leadScope(app.db, request.user));
  }

  app.get(
    "/reports",
    {
      onRequest: requirePermission("viewReports"),
      schema: {
        tags,
        summary:
          "Leads (consultations of every kind, contact messages and property submissions) by kind, source, listing, agent and ISO week, time to first response, and viewings booked and held, over days in Africa/Kigali (default: the last 30 days; at most 731). An agent's report counts their own and the unassigned leads and their own viewings. For staff allowed to see reports.",
        querystring: reportQuerySchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => reportFor(request, request.query),
  );

  app.get(
    "/reports.csv",
    {
      onRequest: requirePermission("viewReports"),
      schema: {
        tags,
        summary: "One section of the report (weeks, kinds, sources, listings or agents) as a CSV file with a header row",
        querystring: reportCsvQuerySchema,
        response: { 200: csvFileResponse("The section, one a row, with a header row") },
      },
    },
    async (request, reply) => {
      const report = await reportFor(request, request.query);
      const { section } = request.query;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${reportCsvFileName(report, section)}"`)
        .header("cache-control", "no-store")
        .send(reportCsv(report, section));
    },
  );
}
