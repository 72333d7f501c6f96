import { errorSchema } from "../../domain/api.ts";
import { contactFormSchema, contactSchema, contactUpdateSchema } from "../../domain/contact.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import type { App } from "../app.ts";
import { currentUserId, requireUser } from "../plugins/auth.ts";
import { createContact, deleteContact, listContacts, updateContact } from "../services/contacts.ts";
import { registerDelete, registerPublicForm, registerStaffList } from "./crud.ts";

export async function contactRoutes(app: App) {
  registerPublicForm(app, {
    url: "/contacts",
    tag: "contacts",
    summary: "Send a message from the public contact form",
    body: contactFormSchema,
    reply: contactSchema,
    limit: "contacts",
    create: createContact,
  });

  registerStaffList(app, {
    url: "/contacts",
    tag: "contacts",
    summary: "Every contact message, newest first",
    item: contactSchema,
    list: listContacts,
  });

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

  registerDelete(app, {
    url: "/contacts/:id",
    tag: "contacts",
    summary: "Delete a contact message",
    onRequest: requireUser,
    remove: deleteContact,
  });
}
