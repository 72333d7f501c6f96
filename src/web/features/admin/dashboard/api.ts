import type { ActivityItem, DashboardStats } from "../../../../domain/dashboard.ts";
import { apiFetch } from "../../../lib/api.ts";

/** The dashboard's two read-only endpoints and their query keys. */
export const dashboardApi = {
  stats: { key: ["dashboard", "stats"], get: () => apiFetch<DashboardStats>("/api/dashboard/stats") },
  activity: { key: ["dashboard", "recent-activity"], get: () => apiFetch<ActivityItem[]>("/api/dashboard/recent-activity") },
} as const;
