import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Contact } from "../../../../domain/contact.ts";
import type { ContactStatus } from "../../../../domain/enums.ts";
import { apiFetch } from "../../../lib/api.ts";

export const CONTACTS_KEY = ["contacts"] as const;

/** PATCH /api/contacts/{id}: a status and/or the new note (the server stamps and appends it). */
export type ContactChange = { status?: ContactStatus; notes?: string };

export function useContacts() {
  return useQuery({
    queryKey: CONTACTS_KEY,
    // The spec's reading: anything but an array counts as no messages.
    queryFn: async () => {
      const reply = await apiFetch<unknown>("/api/contacts");
      return Array.isArray(reply) ? (reply as Contact[]) : [];
    },
  });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ContactChange }) =>
      apiFetch<Contact>(`/api/contacts/${encodeURIComponent(id)}`, { method: "PATCH", json: change }),
    onSuccess: (updated) => {
      queryClient.setQueryData<Contact[]>(CONTACTS_KEY, (old) => old?.map((c) => (c._id === updated._id ? updated : c)));
    },
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/contacts/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<Contact[]>(CONTACTS_KEY, (old) => old?.filter((c) => c._id !== id));
    },
  });
}
