import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { activityItemSchema, dashboardStatsSchema } from "../../domain/dashboard.ts";
import type { App } from "../app.ts";
import { unauthorized } from "../http-error.ts";
import { requireUser } from "../plugins/auth.ts";
import { dashboardStats, recentActivity } from "../services/dashboard.ts";

const tags = ["dashboard"];

const readerOf = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized();
  return request.user;
};

export async function dashboardRoutes(app: App) {
  app.get(
    "/dashboard/stats",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Dashboard figures: active listings, last 7 days' uploads and listing totals across the agency; pending submissions, new consultations and lead totals within the reader's lead scope",
        response: { 200: dashboardStatsSchema },
      },
    },
    async (request) => dashboardStats(app.db, readerOf(request)),
  );

  app.get(
    "/dashboard/recent-activity",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "The 10 latest changes made in the back office that the reader may see: public content, and leads within their lead scope; staff accounts and settings for superadmins only",
        response: { 200: z.array(activityItemSchema) },
      },
    },
    async (request) => recentActivity(app.db, readerOf(request), 10),
  );
}
