import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import type { App } from "../app.ts";
import { unauthorized } from "../http-error.ts";
import { requireEveryPermission } from "../plugins/auth.ts";
import { leadScope } from "../services/lead-scope.ts";
import { erasePersonalData, exportPersonalData } from "../services/personal-data.ts";

const row = z.record(z.string(), z.unknown());
const rows = z.array(row);

const exportSchema = z.object({
  exportedAt: z.string(),
  person: row,
  leads: rows,
  messages: rows,
  submissions: rows,
  viewings: rows,
  notes: z.array(z.object({ on: z.string(), id: z.string(), text: z.string() })),
  savedSearches: rows,
  newsletter: rows,
});

const erasureSchema = z.object({
  leads: z.number().int(),
  messages: z.number().int(),
  submissions: z.number().int(),
  viewings: z.number().int(),
  savedSearches: z.number().int(),
  newsletter: z.number().int(),
});

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * A person's data on request (docs/decisions/0016-audit-log.md): export and erasure, for staff who
 * see every lead and may export (or delete) leads — superadmins and managers by default.
 */
export async function personalDataRoutes(app: App) {
  const scopeOf = async (request: { user: Parameters<typeof leadScope>[1] | null }) => {
    if (!request.user) throw unauthorized();
    return leadScope(app.db, request.user);
  };

  app.get(
    "/people/:id/export",
    {
      onRequest: requireEveryPermission("viewAllLeads", "exportLeads"),
      schema: {
        tags: ["people"],
        summary:
          "Everything stored about a person, as a JSON file: the person, their leads, messages, submissions, viewings, notes, saved searches and newsletter rows",
        params: idParamsSchema,
        response: { 200: exportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportPersonalData(app.db, request.params.id, await scopeOf(request));
      reply.header("content-disposition", `attachment; filename="person-${request.params.id}.json"`);
      return data;
    },
  );

  app.post(
    "/people/:id/erase",
    {
      onRequest: requireEveryPermission("viewAllLeads", "deleteLeads"),
      schema: {
        tags: ["people"],
        summary:
          'Erase a person\'s personal data: names, contacts, messages and notes on their records become "erased" (records kept for counts), their saved searches and newsletter subscription are deleted, and their values in the audit log are replaced',
        params: idParamsSchema,
        response: { 200: erasureSchema, ...errors },
      },
    },
    async (request) => erasePersonalData(app.db, request.params.id, await scopeOf(request)),
  );
}
