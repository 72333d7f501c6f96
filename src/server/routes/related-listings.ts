import { z } from "zod";
import { PROPERTY_TEXT_FIELDS, propertySchema } from "../../domain/property.ts";
import type { App } from "../app.ts";
import { DEVELOPMENT_NOT_FOUND } from "../services/developments.ts";
import { PROPERTY_NOT_FOUND } from "../services/properties.ts";
import { developmentProperties, similarProperties } from "../services/related-listings.ts";
import { registerGetOne } from "./crud.ts";

/** The listings a property page and a development page show beside their own record. */
export async function relatedListingRoutes(app: App) {
  registerGetOne(app, {
    url: "/properties/:id/similar",
    tag: "properties",
    summary:
      "Up to four listings like this one, newest first: same kind (homes, apartments, land, commercial), same market (sale or rent, never sold), price within 30 %, same district (else same location)",
    reply: z.array(propertySchema),
    get: similarProperties,
    missing: PROPERTY_NOT_FOUND,
    texts: PROPERTY_TEXT_FIELDS,
  });

  registerGetOne(app, {
    url: "/developments/:id/properties",
    tag: "developments",
    summary: "The listings that belong to a development, newest first",
    reply: z.array(propertySchema),
    get: developmentProperties,
    missing: DEVELOPMENT_NOT_FOUND,
    texts: PROPERTY_TEXT_FIELDS,
  });
}
