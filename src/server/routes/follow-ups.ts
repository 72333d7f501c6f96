import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { followUpQuerySchema, followUpSchema, followUpStateSchema, snoozeSchema } from "../../domain/follow-ups.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import type { App } from "../app.ts";
import { unauthorized } from "../http-error.ts";
import { requireUser } from "../plugins/auth.ts";
import { completeFollowUp, countFollowUps, listFollowUps, snoozeFollowUp } from "../services/follow-ups.ts";

const tags = ["follow-ups"];

function viewer(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}

export async function followUpRoutes(app: App) {
  app.get(
    "/follow-ups",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Follow-ups due today or overdue (Africa/Kigali), oldest first: mine and the unassigned ones (scope=me), everyone's I may see (scope=all), or one staff member's (assignee)",
        querystring: followUpQuerySchema,
        response: { 200: z.array(followUpSchema) },
      },
    },
    async (request) => listFollowUps(app.db, viewer(request), request.query),
  );

  app.get(
    "/follow-ups/count",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "How many of my follow-ups (and unassigned ones) are due today or overdue",
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async (request) => ({ count: await countFollowUps(app.db, viewer(request)) }),
  );

  app.post(
    "/follow-ups/:id/complete",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Complete a lead's follow-up; a new follow-up date opens it again",
        params: idParamsSchema,
        response: { 200: followUpStateSchema },
      },
    },
    async (request) => completeFollowUp(app.db, viewer(request), request.params.id),
  );

  app.post(
    "/follow-ups/:id/snooze",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Move a lead's follow-up later: to a preset (tomorrow 09:00, next Monday 09:00, Kigali time) or a chosen time",
        params: idParamsSchema,
        body: snoozeSchema,
        response: { 200: followUpStateSchema },
      },
    },
    async (request) => snoozeFollowUp(app.db, viewer(request), request.params.id, request.body),
  );
}
