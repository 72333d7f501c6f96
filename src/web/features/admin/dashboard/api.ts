import { api, ok } from "../../../lib/api-client.ts";

/** The dashboard's two read-only endpoints and their query keys. */
export const dashboardApi = {
  stats: { key: ["dashboard", "stats"], get: () => ok(api.GET("/api/dashboard/stats")) },
  activity: { key: ["dashboard", "recent-activity"], get: () => ok(api.GET("/api/dashboard/recent-activity")) },
} as const;
