import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import { leadStatsSchema } from "../../domain/lead-query.ts";
import type { App } from "../app.ts";
import type { DbOrTx } from "../db/client.ts";
import { notFound } from "../http-error.ts";
import { requireUser } from "../plugins/auth.ts";
import type { LeadReader, LeadStats, Page } from "../services/lead-lists.ts";
import { leadScope } from "../services/lead-scope.ts";

/** The signed-in staff member as a reader of leads: their scope limits every list, count and export. */
export async function leadReader(app: App, request: FastifyRequest): Promise<LeadReader> {
  const user = request.user;
  if (!user) throw new Error("leadReader needs a signed-in staff member (requireUser)");
  return { userId: user.id, scope: await leadScope(app.db, user) };
}

/**
 * A lead inbox's reads for staff, each within the reader's scope: the list (every match, or one page
 * with `page`/`pageSize`; X-Total-Count gives the matches), the stat cards' counts over the same
 * filter, and one lead by id.
 */
export function registerLeadReads<Query extends z.ZodType, Item extends z.ZodType, Row>(
  app: App,
  route: {
    url: string;
    tag: string;
    noun: string;
    query: Query;
    item: Item;
    statuses: readonly [string, ...string[]];
    missing: string;
    page: (db: DbOrTx, query: z.output<Query>, reader: LeadReader) => Promise<Page<Row>>;
    stats: (db: DbOrTx, statuses: readonly string[], query: z.output<Query>, reader: LeadReader) => Promise<LeadStats<string>>;
    byId: (db: DbOrTx, id: string, reader: LeadReader) => Promise<Row | undefined>;
    present: (row: Row) => z.output<Item>;
  },
) {
  const tags = [route.tag];
  // A plain schema: the route's reply type would otherwise stay an unresolved generic (see crud.ts).
  const item: z.ZodType = route.item;
  app.get(
    route.url,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: `Every ${route.noun} the staff member may see, newest first; optional search, filters, sort and paging (page, pageSize). X-Total-Count gives the matches before paging.`,
        querystring: route.query,
        response: { 200: z.array(item), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { rows, total } = await route.page(app.db, request.query as z.output<Query>, await leadReader(app, request));
      reply.header("x-total-count", String(total));
      return rows.map(route.present);
    },
  );

  app.get(
    `${route.url}/stats`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: `Counts of the ${route.noun}s the filter matches (the list's query; paging and sort ignored): total, by status, last 24 hours and 7 days`,
        querystring: route.query,
        response: { 200: leadStatsSchema(route.statuses), 400: errorSchema },
      },
    },
    async (request) => route.stats(app.db, route.statuses, request.query as z.output<Query>, await leadReader(app, request)),
  );

  app.get(
    `${route.url}/:id`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: `One ${route.noun}, if the staff member may see it`,
        params: idParamsSchema,
        response: { 200: item, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { id } = request.params as z.output<typeof idParamsSchema>;
      const row = await route.byId(app.db, id, await leadReader(app, request));
      if (!row) throw notFound(route.missing);
      return route.present(row);
    },
  );
}
