import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import {
  DEVELOPMENT_TEXT_FIELDS,
  developmentCreateSchema,
  developmentFormToInput,
  developmentSchema,
  developmentUpdateSchema,
} from "../../domain/development.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import { languageQuerySchema } from "../../domain/translations.ts";
import type { App } from "../app.ts";
import { requireUser } from "../plugins/auth.ts";
import { badRequestFromZod } from "../plugins/errors.ts";
import { readMultipartForm } from "../plugins/uploads.ts";
import {
  createDevelopment,
  DEVELOPMENT_NOT_FOUND,
  deleteDevelopment,
  getDevelopment,
  listDevelopments,
  updateDevelopment,
} from "../services/developments.ts";
import { registerGetOne } from "./crud.ts";

/** Validates the text fields of a with-images form with the JSON schema, naming the first bad field. */
function parseForm<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(developmentFormToInput(fields));
  if (result.success) return result.data;
  throw badRequestFromZod(result.error);
}

const multipartErrors = { 400: errorSchema, 401: errorSchema, 413: errorSchema, 415: errorSchema, 503: errorSchema };

// Access is checked on request, before a body (possibly 20 images) is read or validated.
export async function developmentRoutes(app: App) {
  app.get(
    "/developments",
    {
      config: { publicRead: true, texts: DEVELOPMENT_TEXT_FIELDS },
      schema: {
        tags: ["developments"],
        summary: "List developments, newest first",
        querystring: languageQuerySchema,
        response: { 200: z.array(developmentSchema) },
      },
    },
    async () => listDevelopments(app.db),
  );

  registerGetOne(app, {
    url: "/developments/:id",
    tag: "developments",
    summary: "One development",
    reply: developmentSchema,
    get: getDevelopment,
    missing: DEVELOPMENT_NOT_FOUND,
    texts: DEVELOPMENT_TEXT_FIELDS,
  });

  app.post(
    "/developments",
    {
      onRequest: requireUser,
      schema: {
        tags: ["developments"],
        summary: "Create a development (JSON; images as URLs)",
        body: developmentCreateSchema,
        response: { 201: developmentSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const development = await createDevelopment(app.db, app.storage, request.body, [], request.user?.id ?? null);
      return reply.status(201).send(development);
    },
  );

  app.put(
    "/developments/:id",
    {
      onRequest: requireUser,
      schema: {
        tags: ["developments"],
        summary: "Update a development (JSON); fields not sent keep their values",
        params: idParamsSchema,
        body: developmentUpdateSchema,
        response: { 200: developmentSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => updateDevelopment(app.db, app.storage, request.params.id, request.body, [], request.user?.id ?? null),
  );

  app.delete(
    "/developments/:id",
    {
      onRequest: requireUser,
      schema: {
        tags: ["developments"],
        summary: "Delete a development",
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await deleteDevelopment(app.db, request.params.id, request.user?.id ?? null);
      return { message: "Development deleted" };
    },
  );

  app.post(
    "/developments/with-images",
    {
      onRequest: requireUser,
      schema: {
        tags: ["developments"],
        summary:
          "Create a development from a multipart form: text fields (tags, amenities, images, contactInfo as JSON text) plus files in the repeated field `images`",
        response: { 201: developmentSchema, ...multipartErrors },
      },
    },
    async (request, reply) => {
      const { fields, images } = await readMultipartForm(request);
      const input = parseForm(developmentCreateSchema, fields);
      const development = await createDevelopment(app.db, app.storage, input, images, request.user?.id ?? null);
      return reply.status(201).send(development);
    },
  );

  app.put(
    "/developments/:id/with-images",
    {
      onRequest: requireUser,
      schema: {
        tags: ["developments"],
        summary:
          "Update a development from a multipart form; new files in `images` are appended to the `images` field sent (or the current images)",
        params: idParamsSchema,
        response: { 200: developmentSchema, ...multipartErrors, 404: errorSchema },
      },
    },
    async (request) => {
      const { fields, images } = await readMultipartForm(request);
      const patch = parseForm(developmentUpdateSchema, fields);
      return updateDevelopment(app.db, app.storage, request.params.id, patch, images, request.user?.id ?? null);
    },
  );
}
