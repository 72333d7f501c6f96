import { z } from "zod";

import { NOTIFICATION_TYPES } from "./enums.ts";

export const notificationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

export type Notification = z.infer<typeof notificationSchema>;
