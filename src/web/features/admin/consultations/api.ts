import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Consultation } from "../../../../domain/consultation.ts";
import type { ConsultationPriority, ConsultationStatus } from "../../../../domain/enums.ts";
import { apiFetch } from "../../../lib/api.ts";

export const CONSULTATIONS_KEY = ["consultations"] as const;

/** PUT /api/consultations/{id} is partial; `notes` is the new note only (the server appends it). */
export type ConsultationChange = {
  status?: ConsultationStatus;
  priority?: ConsultationPriority;
  assignedTo?: string;
  followUpDate?: string;
  notes?: string;
};

export function useConsultations() {
  return useQuery({ queryKey: CONSULTATIONS_KEY, queryFn: () => apiFetch<Consultation[]>("/api/consultations") });
}

/** One change to one consultation; the reply replaces the cached copy, so every view shows it at once. */
export function useUpdateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ConsultationChange }) =>
      apiFetch<Consultation>(`/api/consultations/${encodeURIComponent(id)}`, { method: "PUT", json: change }),
    onSuccess: (updated) => {
      queryClient.setQueryData<Consultation[]>(CONSULTATIONS_KEY, (old) =>
        old?.map((c) => (c._id === updated._id ? updated : c)),
      );
    },
  });
}

export function useDeleteConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/consultations/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<Consultation[]>(CONSULTATIONS_KEY, (old) => old?.filter((c) => c._id !== id));
    },
  });
}
