import { type ApiBody, api, ok } from "../../../lib/api-client.ts";
import { resourceApi } from "../resource/api.ts";

/** PATCH /api/contacts/{id}: a status, an assignee and/or the new note (the server stamps and appends it). */
export type ContactChange = ApiBody<"/api/contacts/{id}", "patch">;

const path = "/api/contacts" as const;

export const contactsApi = {
  ...resourceApi(path, ["admin", "contacts"]),
  path,
  update: (id: string, change: ContactChange) => ok(api.PATCH("/api/contacts/{id}", { params: { path: { id } }, body: change })),
};
