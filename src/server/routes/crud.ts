import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { errorSchema, uploadedSchema } from "../../domain/api.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import { languageQuerySchema } from "../../domain/translations.ts";
import type { App } from "../app.ts";
import type { DbOrTx } from "../db/client.ts";
import { notFound } from "../http-error.ts";
import { currentUserId, requireUser } from "../plugins/auth.ts";
import { formLanguage } from "../plugins/languages.ts";
import { formRateLimit } from "../plugins/rate-limit.ts";
import { readSingleImage } from "../plugins/uploads.ts";
import { storeImage } from "../services/images.ts";
import type { Site } from "../services/notifier.ts";

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Where a route answers and how the API reference lists it. */
type RouteInfo = { url: string; tag: string; summary: string };

const described = (route: RouteInfo) => ({ tags: [route.tag], summary: route.summary });

/** The replies an image upload can fail with besides its access check (503: the image decoder failed or is full). */
const uploadErrors = { 400: errorSchema, 413: errorSchema, 415: errorSchema, 503: errorSchema };

/** One image in multipart field `image`, stored and answered with its URL (201). */
export function registerImageUpload(
  app: App,
  route: RouteInfo & { onRequest?: Hook; preValidation?: Hook; rateLimited?: boolean },
) {
  const response = route.rateLimited
    ? { 201: uploadedSchema, ...uploadErrors, 429: errorSchema }
    : { 201: uploadedSchema, ...uploadErrors };
  app.post(
    route.url,
    {
      schema: { ...described(route), consumes: ["multipart/form-data"], response },
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
 * A public form that stores a lead (rate limited per address), in the language it was written in;
 * the outbox is woken at once so staff hear of it without waiting for the next sweep. The reply is
 * the visitor's view of what they sent (its own schema), never the record as staff see it.
 */
export function registerPublicForm<Body extends z.ZodType, Reply extends z.ZodType>(
  app: App,
  route: RouteInfo & {
    body: Body;
    reply: Reply;
    limit: string;
    create: (db: DbOrTx, input: z.output<Body>, site: Site) => Promise<z.output<Reply>>;
    /** The form may publish something at once (a submission approved automatically): see the page cache. */
    changesPublicContent?: boolean;
  },
) {
  app.post(
    route.url,
    {
      config: { changesPublicContent: route.changesPublicContent ?? false },
      schema: {
        ...described(route),
        body: route.body,
        response: { 201: anyReply(route.reply), 400: errorSchema, 429: errorSchema },
      },
      preValidation: formRateLimit(app, route.limit),
    },
    async (request, reply) => {
      const created = await route.create(
        app.db,
        {
          ...(request.body as object),
          language: formLanguage(request),
        } as z.output<Body>,
        app.linkKeys,
      );
      app.kickOutbox();
      return reply.status(201).send(created);
    },
  );
}

/** Every record of an inbox (leads, messages, submissions) for signed-in staff. */
export function registerStaffList<Item extends z.ZodType>(
  app: App,
  route: RouteInfo & { item: Item; list: (db: DbOrTx) => Promise<z.output<Item>[]> },
) {
  app.get(
    route.url,
    {
      schema: { ...described(route), response: { 200: z.array(route.item) } },
      onRequest: requireUser,
    },
    async () => route.list(app.db),
  );
}

/**
 * The reply schema as a plain schema: the service callbacks are typed against the schema already, and
 * the route's reply type would otherwise stay an unresolved generic that fits no value.
 */
const anyReply = (schema: z.ZodType): z.ZodType => schema;

/** One record by the id in the path, for anyone; 404 with `missing` when there is none. */
export function registerGetOne<Reply extends z.ZodType>(
  app: App,
  route: RouteInfo & {
    reply: Reply;
    /** `audience` is "staff" for a signed-in request: a record may show staff more (a listing's exact point). */
    get: (db: DbOrTx, id: string, audience: "staff" | "public") => Promise<z.output<Reply> | undefined>;
    missing: string;
    /** The record's texts a visitor reads in their language (see plugins/languages.ts). */
    texts: readonly string[];
  },
) {
  app.get(
    route.url,
    {
      config: { publicRead: true, texts: route.texts },
      schema: {
        ...described(route),
        params: idParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: anyReply(route.reply), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const record = await route.get(app.db, request.params.id, request.user ? "staff" : "public");
      if (!record) throw notFound(route.missing);
      return record;
    },
  );
}

/** Creates a record from the JSON body for staff and answers it with 201; the service logs who did it. */
export function registerCreate<Body extends z.ZodType, Reply extends z.ZodType>(
  app: App,
  route: RouteInfo & {
    onRequest: Hook;
    body: Body;
    reply: Reply;
    create: (db: DbOrTx, input: z.output<Body>, actorId: string) => Promise<z.output<Reply>>;
  },
) {
  app.post(
    route.url,
    {
      schema: {
        ...described(route),
        body: route.body,
        response: { 201: anyReply(route.reply), 400: errorSchema },
      },
      onRequest: route.onRequest,
    },
    async (request, reply) =>
      reply.status(201).send(await route.create(app.db, request.body as z.output<Body>, currentUserId(request))),
  );
}

/**
 * Changes the record named in the path from the JSON body (PUT unless said otherwise); the service
 * logs it and 404s when it is gone.
 */
export function registerUpdate<Body extends z.ZodType, Reply extends z.ZodType>(
  app: App,
  route: RouteInfo & {
    method?: "put" | "patch";
    onRequest: Hook;
    body: Body;
    reply: Reply;
    update: (db: DbOrTx, id: string, input: z.output<Body>, actorId: string) => Promise<z.output<Reply>>;
  },
) {
  app[route.method ?? "put"](
    route.url,
    {
      schema: {
        ...described(route),
        params: idParamsSchema,
        body: route.body,
        response: { 200: anyReply(route.reply), 400: errorSchema, 404: errorSchema },
      },
      onRequest: route.onRequest,
    },
    async (request) => route.update(app.db, request.params.id, request.body as z.output<Body>, currentUserId(request)),
  );
}

/** Deletes the record named in the path and answers 204 with no body; the service logs it and 404s when it is gone. */
export function registerDelete(
  app: App,
  route: RouteInfo & {
    onRequest: Hook;
    remove: (db: DbOrTx, id: string, actorId: string) => Promise<void>;
  },
) {
  app.delete(
    route.url,
    {
      schema: {
        ...described(route),
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
