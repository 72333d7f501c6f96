import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import { mergePeopleSchema, peopleQuerySchema, personSchema, personTimelineSchema } from "../../domain/person.ts";
import type { App } from "../app.ts";
import { currentUserId, requireUser } from "../plugins/auth.ts";
import { leadScope } from "../services/lead-scope.ts";
import { mergePeople, personTimeline, searchPeople } from "../services/people.ts";

const tags = ["people"];

/**
 * The people who wrote to the agency, each with one timeline. Any staff member, within their lead
 * scope: an agent finds only people with a lead of theirs or an unassigned one, and sees only those.
 */
export async function peopleRoutes(app: App) {
  const scopeOf = (request: { user: Parameters<typeof leadScope>[1] | null }) => {
    if (!request.user) throw new Error("people routes need a signed-in staff member (requireUser)");
    return leadScope(app.db, request.user);
  };

  app.get(
    "/people",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "People whose name, email or phone (any form of a Rwandan number) contains q, newest first, one page (page, pageSize); X-Total-Count gives the matches",
        querystring: peopleQuerySchema,
        response: { 200: z.array(personSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { rows, total } = await searchPeople(app.db, request.query, await scopeOf(request));
      reply.header("x-total-count", String(total));
      return rows;
    },
  );

  app.get(
    "/people/:id",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "A person with everything they sent (leads, contact messages, submissions, viewings) and every note, oldest first",
        params: idParamsSchema,
        response: { 200: personTimelineSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => personTimeline(app.db, request.params.id, await scopeOf(request)),
  );

  app.post(
    "/people/:id/merge",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Merge a duplicate (otherId) into this person: its records move here, its email or phone fill what this one lacks, and it is deleted. Both people and every record that moves must be within the lead scope (404 otherwise)",
        params: idParamsSchema,
        body: mergePeopleSchema,
        response: { 200: personTimelineSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      mergePeople(app.db, request.params.id, request.body.otherId, {
        scope: await scopeOf(request),
        actorId: currentUserId(request),
      }),
  );
}
