import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { contactFormSchema, contactSchema, contactUpdateSchema } from "../../domain/contact.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import type { App } from "../app.ts";
import { currentUserId, requireUser } from "../plugins/auth.ts";
import { formRateLimit } from "../plugins/rate-limit.ts";
import { createContact, deleteContact, listContacts, updateContact } from "../services/contacts.ts";

export async function contactRoutes(app: App) {
  app.post(
    "/contacts",
    {
      schema: {
        tags: ["contacts"],
        summary: "Send a message from the public contact form",
        body: contactFormSchema,
        response: { 201: contactSchema, 400: errorSchema, 429: errorSchema },
      },
      preValidation: formRateLimit(app, "contacts"),
    },
    async (request, reply) => {
      const contact = await createContact(app.db, request.body);
      app.kickOutbox();
      return reply.status(201).send(contact);
    },
  );

  app.get(
    "/contacts",
    {
      schema: { tags: ["contacts"], summary: "Every contact message, newest first", response: { 200: z.array(contactSchema) } },
      onRequest: requireUser,
    },
    async () => listContacts(app.db),
  );

  app.patch(
    "/contacts/:id",
    {
      schema: {
        tags: ["contacts"],
        summary: "Change the status of a contact message or append a note",
        params: idParamsSchema,
        body: contactUpdateSchema,
        response: { 200: contactSchema, 400: errorSchema, 404: errorSchema },
      },
      onRequest: requireUser,
    },
    async (request) => updateContact(app.db, request.params.id, request.body, { actorId: currentUserId(request) }),
  );

  app.delete(
    "/contacts/:id",
    {
      schema: {
        tags: ["contacts"],
        summary: "Delete a contact message",
        params: idParamsSchema,
        response: { 204: z.null(), 404: errorSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await deleteContact(app.db, request.params.id, currentUserId(request));
      return reply.status(204).send(null);
    },
  );
}
