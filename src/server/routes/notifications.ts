import { z } from "zod";
import { idParamsSchema } from "../../domain/ids.ts";
import { notificationSchema } from "../../domain/notification.ts";
import type { App } from "../app.ts";
import { notFound } from "../http-error.ts";
import { currentUserId, requireUser } from "../plugins/auth.ts";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from "../services/dashboard.ts";

const countSchema = z.object({ count: z.number().int() });
const tags = ["notifications"];

export async function notificationRoutes(app: App) {
  app.get(
    "/notifications",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The 100 newest notifications for the signed-in staff member",
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request) => listNotifications(app.db, currentUserId(request)),
  );

  app.get(
    "/notifications/unread-count",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "How many of the signed-in staff member's notifications are unread",
        response: { 200: countSchema },
      },
    },
    async (request) => ({ count: await unreadNotificationCount(app.db, currentUserId(request)) }),
  );

  // "Mark all as read": POST, as the bell sends it; PATCH stays for clients written before.
  for (const method of ["post", "patch"] as const) {
    app[method](
      "/notifications/read-all",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Mark all of the signed-in staff member's notifications as read; count is how many changed",
          response: { 200: countSchema },
        },
      },
      async (request) => ({ count: await markAllNotificationsRead(app.db, currentUserId(request)) }),
    );
  }

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
      const notification = await markNotificationRead(app.db, request.params.id, currentUserId(request));
      if (!notification) throw notFound("Notification not found");
      return notification;
    },
  );
}
