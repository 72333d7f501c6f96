import { z } from "zod";
import type { App } from "../app.ts";

export async function healthRoutes(app: App) {
  // Liveness: the process answers requests. It asks nothing of the database, so an orchestrator does
  // not restart a healthy process while the database is briefly away (that is /health's readiness).
  app.get(
    "/health/live",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness: the process is up (does not touch the database)",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Readiness: the database answers",
        response: {
          200: z.object({ status: z.literal("ok"), db: z.enum(["pglite", "postgres"]) }),
          503: z.object({ status: z.literal("unavailable"), db: z.enum(["pglite", "postgres"]), error: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const { database } = app;
      try {
        await database.ping();
        return { status: "ok" as const, db: database.kind };
      } catch {
        return reply.status(503).send({ status: "unavailable" as const, db: database.kind, error: "Database is not answering" });
      }
    },
  );
}
