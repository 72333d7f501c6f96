import { z } from "zod";

export const dashboardStatsSchema = z.object({
  propertiesApproved: z.number().int(),
  pendingReview: z.number().int(),
  recentUploads: z.number().int(),
  consultations: z.number().int(),
  totalProperties: z.number().int(),
  totalSubmissions: z.number().int(),
  totalContacts: z.number().int(),
  totalBlogs: z.number().int(),
});

export const activityItemSchema = z.object({
  id: z.string(),
  action: z.string(),
  details: z.string(),
  status: z.string(),
  time: z.string(),
});

export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
export type ActivityItem = z.infer<typeof activityItemSchema>;
