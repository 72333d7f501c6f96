import { contactFormSchema, contactSchema, contactUpdateSchema, publicContactSchema } from "../../domain/contact.ts";
import { CONTACT_STATUSES } from "../../domain/enums.ts";
import { contactQuerySchema } from "../../domain/lead-query.ts";
import type { App } from "../app.ts";
import { requirePermission, requireUser } from "../plugins/auth.ts";
import { CONTACT_NOT_FOUND, createContact, deleteContact, presentContact, updateContact } from "../services/contacts.ts";
import { contactById, contactPage, contactStats } from "../services/lead-lists.ts";
import { registerDelete, registerPublicForm, registerUpdate } from "./crud.ts";
import { registerLeadReads } from "./lead-lists.ts";

export async function contactRoutes(app: App) {
  registerPublicForm(app, {
    url: "/contacts",
    tag: "contacts",
    summary: "Send a message from the public contact form",
    body: contactFormSchema,
    reply: publicContactSchema,
    limit: "contacts",
    create: createContact,
  });

  registerLeadReads(app, {
    url: "/contacts",
    tag: "contacts",
    noun: "contact message",
    query: contactQuerySchema,
    item: contactSchema,
    statuses: CONTACT_STATUSES,
    missing: CONTACT_NOT_FOUND,
    page: contactPage,
    stats: contactStats,
    byId: contactById,
    present: presentContact,
  });

  registerUpdate(app, {
    method: "patch",
    url: "/contacts/:id",
    tag: "contacts",
    summary: "Change the status or the assignee (assigneeId; null for nobody) of a contact message, or append a note",
    onRequest: requireUser,
    body: contactUpdateSchema,
    reply: contactSchema,
    update: (db, id, input, actorId) => updateContact(db, id, input, { actorId, site: app.linkKeys }),
  });

  registerDelete(app, {
    url: "/contacts/:id",
    tag: "contacts",
    summary: "Delete a contact message (staff allowed to delete leads, within their lead scope)",
    onRequest: requirePermission("deleteLeads"),
    remove: deleteContact,
  });
}
