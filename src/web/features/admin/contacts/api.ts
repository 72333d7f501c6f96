import type { Contact } from "../../../../domain/contact.ts";
import type { ContactStatus } from "../../../../domain/enums.ts";
import { apiFetch, recordPath } from "../../../lib/api.ts";
import { resourceApi } from "../resource/api.ts";

/** PATCH /api/contacts/{id}: a status, an assignee and/or the new note (the server stamps and appends it). */
export type ContactChange = { status: ContactStatus; notes: string; assigneeId: string | null };

const base = resourceApi<Contact, ContactChange>("/api/contacts", ["admin", "contacts"]);

export const contactsApi = {
  ...base,
  update: (id: string, change: Partial<ContactChange>) =>
    apiFetch<Contact>(recordPath(base.path, id), { method: "PATCH", json: change }),
};
