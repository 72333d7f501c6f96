import type { Consultation } from "../../../../domain/consultation.ts";
import type { ConsultationPriority, ConsultationStatus } from "../../../../domain/enums.ts";
import { resourceApi } from "../resource/api.ts";

/** PUT /api/consultations/{id} is partial; `notes` is the new note only (the server appends it). */
export type ConsultationChange = {
  status: ConsultationStatus;
  priority: ConsultationPriority;
  assigneeId: string | null;
  followUpDate: string;
  notes: string;
};

export const consultationsApi = resourceApi<Consultation, ConsultationChange>("/api/consultations", ["admin", "consultations"]);
