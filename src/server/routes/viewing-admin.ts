import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { idParamsSchema, idSchema } from "../../domain/ids.ts";
import {
  calendarViewingSchema,
  viewingBookingSchema,
  viewingMoveSchema,
  viewingRangeQuerySchema,
  viewingUpdateSchema,
} from "../../domain/viewing-calendar.ts";
import {
  agentHoursSchema,
  savedExceptionSchema,
  savedHoursSchema,
  viewingExceptionReplySchema,
  viewingExceptionSchema,
  viewingHoursSchema,
} from "../../domain/viewing-hours.ts";
import type { App } from "../app.ts";
import { unauthorized } from "../http-error.ts";
import { requireUser } from "../plugins/auth.ts";
import {
  addException,
  bookViewing,
  changeViewingStatus,
  deleteException,
  getAgentHours,
  listExceptions,
  listTeamHours,
  listViewings,
  moveViewing,
  replaceHours,
} from "../services/viewing-admin.ts";

const actorOf = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized();
  return request.user;
};

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * The back office's side of viewings: each agent's weekly hours and days off (their own, or anyone's
 * for managers and superadmins), the calendar, the status flow and booking a viewing for a lead by
 * hand. A viewing follows its lead: whoever may not see the lead gets 404 for its viewings too.
 */
export async function viewingAdminRoutes(app: App) {
  const tags = ["viewings"];

  app.get(
    "/viewing-hours",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Every active staff member's weekly viewing hours and days off, by name",
        response: { 200: z.array(agentHoursSchema), 401: errorSchema },
      },
    },
    async () => listTeamHours(app.db),
  );

  app.get(
    "/viewing-hours/:id",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "A staff member's weekly viewing hours and days off (Africa/Kigali; weekday 0 is Sunday)",
        params: idParamsSchema,
        response: { 200: agentHoursSchema, ...errors },
      },
    },
    async (request) => getAgentHours(app.db, request.params.id),
  );

  app.put(
    "/viewing-hours/:id",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Replace a staff member's weekly viewing hours (your own; managers and superadmins anyone's). Viewings already booked are kept; `affectedViewings` lists those ahead (requested or confirmed) that the new hours leave outside, to cancel or move",
        params: idParamsSchema,
        body: viewingHoursSchema,
        response: { 200: savedHoursSchema, ...errors },
      },
    },
    async (request) => replaceHours(app.db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    "/viewing-hours/:id/exceptions",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "A staff member's days off (holidays, leave), from the earliest",
        params: idParamsSchema,
        response: { 200: z.array(viewingExceptionReplySchema), ...errors },
      },
    },
    async (request) => listExceptions(app.db, request.params.id),
  );

  app.post(
    "/viewing-hours/:id/exceptions",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Add days off for a staff member, both days included (your own; managers and superadmins anyone's). Viewings already booked are kept; `affectedViewings` lists those ahead (requested or confirmed) on these days, to cancel or move",
        params: idParamsSchema,
        body: viewingExceptionSchema,
        response: { 201: savedExceptionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addException(app.db, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    "/viewing-hours/:id/exceptions/:exceptionId",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Remove days off (your own; managers and superadmins anyone's)",
        params: idParamsSchema.extend({ exceptionId: idSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteException(app.db, actorOf(request), request.params.id, request.params.exceptionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/viewings",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "The viewings starting from `from` until `to` (at most 62 days), of one agent or all, within the lead scope: an agent sees those of their own and unassigned leads",
        querystring: viewingRangeQuerySchema,
        response: { 200: z.array(calendarViewingSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listViewings(app.db, actorOf(request), request.query),
  );

  app.patch(
    "/viewings/:id",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Move a viewing along: requested → confirmed → done, no-show or cancelled (done and no-show once it started); feedback goes to the lead's notes. A viewing still ahead that is confirmed is emailed to the visitor; one cancelled to the visitor and the agent, with the .ics cancellation",
        params: idParamsSchema,
        body: viewingUpdateSchema,
        response: { 200: calendarViewingSchema, ...errors },
      },
    },
    async (request) => {
      const changed = await changeViewingStatus(app.db, app.linkKeys, actorOf(request), request.params.id, request.body);
      app.kickOutbox();
      return changed;
    },
  );

  app.post(
    "/viewings/:id/move",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Move a requested or confirmed viewing to another time: same agent, length and status; 409 when the agent is taken then. A new time still ahead is emailed to the visitor and the agent with the invitation that replaces the old one",
        params: idParamsSchema,
        body: viewingMoveSchema,
        response: { 200: calendarViewingSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      const moved = await moveViewing(app.db, app.linkKeys, actorOf(request), request.params.id, request.body);
      app.kickOutbox();
      return moved;
    },
  );

  app.post(
    "/consultations/:id/viewings",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Book a viewing for a lead: with the agent named, else its assignee, else its listing's responsible agent; an agent named for a lead assigned to someone else takes the lead (with its viewings ahead), as a reassignment does; a lead with no listing needs `place`, where the viewing takes place (400 without it); 409 when the agent is taken",
        params: idParamsSchema,
        body: viewingBookingSchema,
        response: { 201: calendarViewingSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await bookViewing(app.db, app.linkKeys, actorOf(request), request.params.id, request.body)),
  );
}
