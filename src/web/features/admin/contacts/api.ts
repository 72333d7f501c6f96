import type { Contact } from "../../../../domain/contact.ts";
import type { ContactStatus } from "../../../../domain/enums.ts";
import { apiFetch, recordPath } from "../../../lib/api.ts";
import { resourceApi } from "../resource/api.ts";

/** PATCH /api/contacts/{id}: a status and/or the new note (the server stamps and appends it). */
export type ContactChange = { status: ContactStatus; notes: string };

const base = resourceApi<Contact, ContactChange>("/api/contacts", ["admin", "contacts"]);

export const contactsApi = {
  ...base,
  // The spec's reading: anything but an array counts as no messages.
  list: async () => {
    const reply = await apiFetch<unknown>(base.path);
    return Array.isArray(reply) ? (reply as Contact[]) : [];
  },
  update: (id: string, change: Partial<ContactChange>) =>
    apiFetch<Contact>(recordPath(base.path, id), { method: "PATCH", json: change }),
};
