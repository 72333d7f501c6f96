import { z } from "zod";
import { idParamsSchema } from "../../domain/ids.ts";
import { notificationSchema } from "../../domain/notification.ts";
import type { App } from "../app.ts";
import { notFound } from "../http-error.ts";
import { requireUser } from "../plugins/auth.ts";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from "../services/dashboard.ts";

/** A notification as the bell panel reads it; `id` repeats `_id` because the back office reads either. */

const countSchema = z.object({ count: z.number().int() });
const tags = ["notifications"];

export async function notificationRoutes(app: App) {
  app.get(
    "/notifications",
    {
      onRequest: requireUser,
      schema: { tags, summary: "The 100 newest notifications", response: { 200: z.array(notificationSchema) } },
    },
    async () => listNotifications(app.db),
  );

  app.get(
    "/notifications/unread-count",
    {
      onRequest: requireUser,
      schema: { tags, summary: "How many notifications are unread", response: { 200: countSchema } },
    },
    async () => ({ count: await unreadNotificationCount(app.db) }),
  );

  app.patch(
    "/notifications/read-all",
    {
      onRequest: requireUser,
      schema: { tags, summary: "Mark every notification as read; count is how many changed", response: { 200: countSchema } },
    },
    async () => ({ count: await markAllNotificationsRead(app.db) }),
  );

  app.patch(
    "/notifications/:id/read",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Mark one notification as read",
        params: idParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const notification = await markNotificationRead(app.db, request.params.id);
      if (!notification) throw notFound("Notification not found");
      return notification;
    },
  );
}
