import { z } from "zod";
import type { App } from "../app.ts";

export async function healthRoutes(app: App) {
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
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
