import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { listingQuerySchema } from "../../domain/listing-filters.ts";
import { listingPointSchema, MAX_MAP_POINTS } from "../../domain/listing-points.ts";
import type { App } from "../app.ts";
import { readLanguage } from "../plugins/languages.ts";
import { listingPoints } from "../services/listing-points.ts";

/** The list's filters without its paging: the map shows every match at once. */
const pointsQuerySchema = listingQuerySchema.omit({ limit: true, offset: true });

export async function listingPointRoutes(app: App) {
  app.get(
    "/properties/points",
    {
      // `texts` keeps one cached reply per language: the titles are in the reader's.
      config: { publicRead: true, texts: ["title"] },
      schema: {
        tags: ["properties"],
        summary: `Every listing matching the list's filters that has a point, as map pins (newest first, at most ${MAX_MAP_POINTS}). Points are approximate (moved about 200 m) unless staff allowed the exact one. X-Total-Count gives the matches with a point.`,
        querystring: pointsQuerySchema,
        response: { 200: z.array(listingPointSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { points, total } = await listingPoints(app.db, { ...request.query, lang: readLanguage(request) });
      reply.header("x-total-count", String(total));
      return points;
    },
  );
}
