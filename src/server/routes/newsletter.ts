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
          "Subscribe an email address to the newsletter (public; explicit consent required). Stored unconfirmed; the email sent to the address has the link that confirms it. Repeating it is harmless and answers the same, so the reply tells nobody who is subscribed",
        body: newsletterFormSchema,
        response: { 201: subscriptionSchema, 400: errorSchema, 429: errorSchema },
      },
      preValidation: formRateLimit(app, "newsletter"),
    },
    async (request, reply) => {
      const { email } = await subscribe(app.db, app.linkKeys, request.body.email, formLanguage(request));
      app.kickOutbox();
      return reply.status(201).send({ subscribed: true, email });
    },
  );

  app.get(
    "/newsletter",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Newsletter subscribers who confirmed their address, newest first",
        response: { 200: z.array(subscriberSchema) },
      },
      onRequest: requireUser,
    },
    async () => listSubscribers(app.db),
  );
}
