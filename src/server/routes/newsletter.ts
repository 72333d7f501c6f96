import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { newsletterFormSchema, subscriberSchema, subscriptionSchema } from "../../domain/newsletter.ts";
import type { App } from "../app.ts";
import { requireUser } from "../plugins/auth.ts";
import { formLanguage } from "../plugins/languages.ts";
import { formRateLimit } from "../plugins/rate-limit.ts";
import { listSubscribers, subscribe } from "../services/newsletter.ts";

export async function newsletterRoutes(app: App) {
  app.post(
    "/newsletter",
    {
      schema: {
        tags: ["newsletter"],
        summary:
          "Subscribe an email address to the newsletter (public; repeating it is harmless and answers the same, so the reply tells nobody who is subscribed)",
        body: newsletterFormSchema,
        response: { 201: subscriptionSchema, 400: errorSchema, 429: errorSchema },
      },
      preValidation: formRateLimit(app, "newsletter"),
    },
    async (request, reply) => {
      const { email } = await subscribe(app.db, request.body.email, formLanguage(request));
      return reply.status(201).send({ subscribed: true, email });
    },
  );

  app.get(
    "/newsletter",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Newsletter subscribers, newest first",
        response: { 200: z.array(subscriberSchema) },
      },
      onRequest: requireUser,
    },
    async () => listSubscribers(app.db),
  );
}
