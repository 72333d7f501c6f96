import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import { listingQuerySchema } from "../../domain/listing-filters.ts";
import {
  PROPERTY_TEXT_FIELDS,
  propertyCreateSchema,
  propertyDetailSchema,
  propertySchema,
  propertyStatusChangeSchema,
  propertyUpdateSchema,
} from "../../domain/property.ts";
import type { App } from "../app.ts";
import { requirePermission } from "../plugins/auth.ts";
import { readSingleImage } from "../plugins/uploads.ts";
import { storeImage } from "../services/images.ts";
import {
  addPropertyImage,
  changePropertyStatus,
  createProperty,
  deleteProperty,
  getProperty,
  PROPERTY_NOT_FOUND,
  searchProperties,
  updateProperty,
} from "../services/properties.ts";
import { registerGetOne } from "./crud.ts";

const uploadedSchema = z.object({ url: z.string(), imageUrl: z.string() });

// Access is checked on request, before a body (possibly a 10 MB upload) is read or validated.
export async function propertyRoutes(app: App) {
  app.get(
    "/properties",
    {
      config: { publicRead: true, texts: PROPERTY_TEXT_FIELDS },
      schema: {
        tags: ["properties"],
        summary:
          "List properties (newest first, or as `sort` says); optional filters, search and paging. X-Total-Count gives the matches before paging.",
        querystring: listingQuerySchema,
        response: { 200: z.array(propertySchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      // Staff see exact points; their requests never reach the public cache (plugins/public-cache.ts).
      const { items, total } = await searchProperties(app.db, request.query, request.user ? "staff" : "public");
      reply.header("x-total-count", String(total));
      return items;
    },
  );

  registerGetOne(app, {
    url: "/properties/:id",
    tag: "properties",
    summary: "One property, with the history of its price and status (newest first)",
    reply: propertyDetailSchema,
    get: getProperty,
    missing: PROPERTY_NOT_FOUND,
    texts: PROPERTY_TEXT_FIELDS,
  });

  app.post(
    "/properties",
    {
      onRequest: requirePermission("createProperties"),
      schema: {
        tags: ["properties"],
        summary: "Add a property",
        body: propertyCreateSchema,
        response: { 201: propertySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const property = await createProperty(app.db, request.body, request.user?.id ?? null);
      return reply.status(201).send(property);
    },
  );

  app.put(
    "/properties/:id",
    {
      onRequest: requirePermission("editProperties"),
      schema: {
        tags: ["properties"],
        summary: "Update a property; fields not sent keep their values",
        params: idParamsSchema,
        body: propertyUpdateSchema,
        response: { 200: propertySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => updateProperty(app.db, request.params.id, request.body, request.user?.id ?? null),
  );

  app.patch(
    "/properties/:id/status",
    {
      // Changing the status is part of editing a listing, so the same toggle governs it.
      onRequest: requirePermission("editProperties"),
      schema: {
        tags: ["properties"],
        summary: "Change a property's status (now-selling, coming-soon, sold, for-rent); recorded in the activity log",
        params: idParamsSchema,
        body: propertyStatusChangeSchema,
        response: { 200: propertySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => changePropertyStatus(app.db, request.params.id, request.body.status, request.user?.id ?? null),
  );

  app.delete(
    "/properties/:id",
    {
      onRequest: requirePermission("deleteProperties"),
      schema: {
        tags: ["properties"],
        summary: "Delete a property",
        params: idParamsSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      await deleteProperty(app.db, request.params.id, request.user?.id ?? null);
      return { message: "Property deleted" };
    },
  );

  app.post(
    "/properties/upload-image",
    {
      // The upload serves both the create and the edit form, so either toggle allows it.
      onRequest: requirePermission("createProperties", "editProperties"),
      schema: {
        tags: ["properties"],
        summary: "Upload one property image (multipart field `image`); reply carries its URL as url and imageUrl",
        response: {
          201: uploadedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { url } = await storeImage(app.db, app.storage, await readSingleImage(request));
      return reply.status(201).send({ url, imageUrl: url });
    },
  );

  app.post(
    "/properties/:id/images",
    {
      onRequest: requirePermission("editProperties"),
      schema: {
        tags: ["properties"],
        summary: "Add one image (multipart field `image`) to a property",
        params: idParamsSchema,
        response: {
          201: uploadedSchema.extend({ property: propertySchema }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          413: errorSchema,
          415: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await readSingleImage(request);
      const { url, property } = await addPropertyImage(app.db, app.storage, request.params.id, image, request.user?.id ?? null);
      return reply.status(201).send({ url, imageUrl: url, property });
    },
  );
}
