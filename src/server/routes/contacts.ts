import { contactFormSchema, contactSchema, contactUpdateSchema } from "../../domain/contact.ts";
import type { App } from "../app.ts";
import { requireUser } from "../plugins/auth.ts";
import { createContact, deleteContact, listContacts, updateContact } from "../services/contacts.ts";
import { registerDelete, registerPublicForm, registerStaffList, registerUpdate } from "./crud.ts";

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

  registerUpdate(app, {
    method: "patch",
    url: "/contacts/:id",
    tag: "contacts",
    summary: "Change the status of a contact message or append a note",
    onRequest: requireUser,
    body: contactUpdateSchema,
    reply: contactSchema,
    update: (db, id, input, actorId) => updateContact(db, id, input, { actorId }),
  });

  registerDelete(app, {
    url: "/contacts/:id",
    tag: "contacts",
    summary: "Delete a contact message",
    onRequest: requireUser,
    remove: deleteContact,
  });
}
