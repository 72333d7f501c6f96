import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import { failedMessagesSchema, outboxEmailSchema, outboxMessageSchema } from "../../domain/outbox.ts";
import type { App } from "../app.ts";
import { unauthorized } from "../http-error.ts";
import { requireSuperadmin, requireUser } from "../plugins/auth.ts";
import { listOutbox } from "../services/dashboard.ts";
import { listFailedMessages, resendMessage } from "../services/outbox.ts";

const tags = ["outbox"];

function reader(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}

export async function outboxRoutes(app: App) {
  // Every email and SMS, with its text: "kept" ones were never sent because SMTP is not configured, and are read here instead.
  app.get(
    "/outbox",
    {
      onRequest: requireSuperadmin,
      schema: {
        tags,
        summary: "The 100 latest staff emails, sent or kept (superadmin only)",
        response: { 200: z.array(outboxEmailSchema) },
      },
    },
    async () => listOutbox(app.db),
  );

  app.get(
    "/outbox/failed",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Emails and SMS that failed on their last try (a day of retries), the last to fail first (50 at most), and how many: those about a lead within the reader's lead scope, and for superadmins and managers those about no lead",
        response: { 200: failedMessagesSchema },
      },
    },
    async (request) => listFailedMessages(app.db, reader(request)),
  );

  app.post(
    "/outbox/:id/resend",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Send a failed email or SMS again, at once and then with a new day of retries; 404 outside what GET /api/outbox/failed lists for the reader, 409 when it has not failed",
        params: idParamsSchema,
        response: { 200: outboxMessageSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const message = await resendMessage(app.db, request.params.id, reader(request));
      app.kickOutbox();
      return message;
    },
  );
}
