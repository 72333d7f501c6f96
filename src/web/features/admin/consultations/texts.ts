import { CONSULTATION_PRIORITIES, CONSULTATION_STATUSES, LEAD_KINDS } from "../../../../domain/enums.ts";
import { labelsOf } from "../../../i18n/catalogues/admin.ts";

export const STATUS_LABELS = labelsOf("admin.consultations.statusLabels", CONSULTATION_STATUSES);
export const PRIORITY_LABELS = labelsOf("admin.consultations.priorityLabels", CONSULTATION_PRIORITIES);
export const KIND_LABELS = labelsOf("admin.consultations.kindLabels", LEAD_KINDS);
