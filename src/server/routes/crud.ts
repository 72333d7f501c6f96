import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { errorSchema, uploadedSchema } from "../../domain/api.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import type { App } from "../app.ts";
import type { DbOrTx } from "../db/client.ts";
import { currentUserId, requireUser } from "../plugins/auth.ts";
import { formRateLimit } from "../plugins/rate-limit.ts";
import { readSingleImage } from "../plugins/uploads.ts";
import { storeImage } from "../services/images.ts";

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The replies an image upload can fail with besides its access check. */
const uploadErrors = { 400: errorSchema, 413: errorSchema, 415: errorSchema };

/** One image in multipart field `image`, stored and answered with its URL (201). */
export function registerImageUpload(
  app: App,
  route: { url: string; tag: string; summary: string; onRequest?: Hook; preValidation?: Hook; rateLimited?: boolean },
) {
  const response = route.rateLimited
    ? { 201: uploadedSchema, ...uploadErrors, 429: errorSchema }
    : { 201: uploadedSchema, ...uploadErrors };
  app.post(
    route.url,
    {
      schema: { tags: [route.tag], summary: route.summary, consumes: ["multipart/form-data"], response },
      ...(route.onRequest && { onRequest: route.onRequest }),
      ...(route.preValidation && { preValidation: route.preValidation }),
    },
    async (request, reply) => {
      const { url } = await storeImage(app.db, app.storage, await readSingleImage(request));
      return reply.status(201).send({ url });
    },
  );
}

/**
 * A public form that stores a lead (rate limited per address); the outbox is woken at once so staff
 * hear of it without waiting for the next sweep.
 */
export function registerPublicForm<Body extends z.ZodType>(
  app: App,
  route: {
    url: string;
    tag: string;
    summary: string;
    body: Body;
    reply: z.ZodType;
    limit: string;
    create: (db: DbOrTx, input: z.output<Body>) => Promise<unknown>;
  },
) {
  app.post(
    route.url,
    {
      schema: {
        tags: [route.tag],
        summary: route.summary,
        body: route.body,
        response: { 201: route.reply, 400: errorSchema, 429: errorSchema },
      },
      preValidation: formRateLimit(app, route.limit),
    },
    async (request, reply) => {
      const created = await route.create(app.db, request.body as z.output<Body>);
      app.kickOutbox();
      return reply.status(201).send(created);
    },
  );
}

/** Every record of an inbox (leads, messages, submissions) for signed-in staff. */
export function registerStaffList<Item extends z.ZodType>(
  app: App,
  route: { url: string; tag: string; summary: string; item: Item; list: (db: DbOrTx) => Promise<z.output<Item>[]> },
) {
  app.get(
    route.url,
    {
      schema: { tags: [route.tag], summary: route.summary, response: { 200: z.array(route.item) } },
      onRequest: requireUser,
    },
    async () => route.list(app.db),
  );
}

/** Deletes the record named in the path and answers 204 with no body; the service logs it and 404s when it is gone. */
export function registerDelete(
  app: App,
  route: {
    url: string;
    tag: string;
    summary: string;
    onRequest: Hook;
    remove: (db: DbOrTx, id: string, actorId: string) => Promise<void>;
  },
) {
  app.delete(
    route.url,
    {
      schema: {
        tags: [route.tag],
        summary: route.summary,
        params: idParamsSchema,
        response: { 204: z.null(), 404: errorSchema },
      },
      onRequest: route.onRequest,
    },
    async (request, reply) => {
      await route.remove(app.db, request.params.id, currentUserId(request));
      return reply.status(204).send(null);
    },
  );
}
