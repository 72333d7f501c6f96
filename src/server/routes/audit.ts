import { errorSchema } from "../../domain/api.ts";
import { auditPageSchema, auditQuerySchema } from "../../domain/audit.ts";
import type { App } from "../app.ts";
import { requireSuperadmin } from "../plugins/auth.ts";
import { listAudit } from "../services/audit.ts";

/** The audit log of every staff write, read by superadmins. */
export async function auditRoutes(app: App) {
  app.get(
    "/audit",
    {
      onRequest: requireSuperadmin,
      schema: {
        tags: ["audit"],
        summary:
          "The audit log, newest first, 50 a page (superadmin): who changed which record when, with its values before and after",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
}
