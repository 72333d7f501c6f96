import type { ConsultationPriority, ConsultationStatus, LeadKind } from "../../../../domain/enums.ts";
import { labelsOf } from "../../../i18n/catalogues/admin.ts";

export const STATUS_LABELS: Record<ConsultationStatus, string> = labelsOf("admin.consultations.statusLabels", [
  "new",
  "in-progress",
  "contacted",
  "archived",
]);

export const PRIORITY_LABELS: Record<ConsultationPriority, string> = labelsOf("admin.consultations.priorityLabels", [
  "high",
  "medium",
  "low",
]);

export const KIND_LABELS: Record<LeadKind, string> = labelsOf("admin.consultations.kindLabels", [
  "inquiry",
  "viewing",
  "consultation",
]);
