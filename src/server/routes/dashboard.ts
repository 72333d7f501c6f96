import { z } from "zod";
import { activityItemSchema, dashboardStatsSchema } from "../../domain/dashboard.ts";
import type { App } from "../app.ts";
import { requireUser } from "../plugins/auth.ts";
import { recentActivity } from "../services/activity.ts";
import { dashboardStats } from "../services/dashboard.ts";

const tags = ["dashboard"];

export async function dashboardRoutes(app: App) {
  app.get(
    "/dashboard/stats",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Dashboard figures: active listings, pending submissions, last 7 days' uploads, new consultations, totals",
        response: { 200: dashboardStatsSchema },
      },
    },
    async () => dashboardStats(app.db),
  );

  app.get(
    "/dashboard/recent-activity",
    {
      onRequest: requireUser,
      schema: { tags, summary: "The 10 latest changes made in the back office", response: { 200: z.array(activityItemSchema) } },
    },
    async () => recentActivity(app.db, 10),
  );
}
