import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { zoneCreateSchema, zoneParamsSchema, zoneSchema, zoneUpdateSchema } from "../../domain/zone.ts";
import type { App } from "../app.ts";
import { currentUserId, requireSuperadmin } from "../plugins/auth.ts";
import { createZone, listZones, updateZone } from "../services/zones.ts";

const staffErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The land-use zones a listing can be in: read by everybody, kept by a superadmin. */
export async function zoneRoutes(app: App) {
  app.get(
    "/zones",
    {
      config: { publicRead: true },
      schema: {
        tags: ["zones"],
        summary: "The land-use zones a listing can be in (Kigali zoning plan), by code",
        response: { 200: z.array(zoneSchema) },
      },
    },
    async () => listZones(app.db),
  );

  app.post(
    "/zones",
    {
      onRequest: requireSuperadmin,
      schema: {
        tags: ["zones"],
        summary: "Add a land-use zone (superadmin); a code already used answers 409",
        body: zoneCreateSchema,
        response: { 201: zoneSchema, ...staffErrors, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createZone(app.db, request.body, currentUserId(request))),
  );

  app.put(
    "/zones/:code",
    {
      onRequest: requireSuperadmin,
      schema: {
        tags: ["zones"],
        summary: "Rename a land-use zone or change its code (superadmin); listings in it follow the new code",
        params: zoneParamsSchema,
        body: zoneUpdateSchema,
        response: { 200: zoneSchema, ...staffErrors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => updateZone(app.db, request.params.code, request.body, currentUserId(request)),
  );
}
