import { z } from "zod";
import { idParamsSchema } from "../../domain/ids.ts";
import { propertySchema } from "../../domain/property.ts";
import type { App } from "../app.ts";
import { notFound } from "../http-error.ts";
import { getProperty, listProperties } from "../services/properties.ts";

export async function propertyRoutes(app: App) {
  app.get(
    "/properties",
    { schema: { tags: ["properties"], summary: "List properties", response: { 200: z.array(propertySchema) } } },
    async () => listProperties(app.db),
  );

  app.get(
    "/properties/:id",
    {
      schema: {
        tags: ["properties"],
        summary: "One property",
        params: idParamsSchema,
        response: { 200: propertySchema },
      },
    },
    async (request) => {
      const property = await getProperty(app.db, request.params.id);
      if (!property) throw notFound("Property not found");
      return property;
    },
  );
}
