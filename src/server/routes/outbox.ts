import { z } from "zod";
import { outboxEmailSchema } from "../../domain/outbox.ts";
import type { App } from "../app.ts";
import { requireSuperadmin } from "../plugins/auth.ts";
import { listOutbox } from "../services/dashboard.ts";

/** A staff email; "kept" ones were never sent because SMTP is not configured, and are read here instead. */

export async function outboxRoutes(app: App) {
  app.get(
    "/outbox",
    {
      onRequest: requireSuperadmin,
      schema: {
        tags: ["outbox"],
        summary: "The 100 latest staff emails, sent or kept (superadmin only)",
        response: { 200: z.array(outboxEmailSchema) },
      },
    },
    async () => listOutbox(app.db),
  );
}
