import { labelsOf } from "../../../i18n/catalogues/admin.ts";

export const DEVELOPMENT_STATUS_LABELS: Record<string, string> = labelsOf("admin.developments.statusLabels", [
  "planning",
  "coming-soon",
  "now-selling",
  "completed",
]);

export const developmentStatusLabel = (status: string) => DEVELOPMENT_STATUS_LABELS[status] ?? status;

export const PROJECT_TYPE_LABELS: Record<string, string> = labelsOf("admin.developments.projectTypeLabels", [
  "residential",
  "commercial",
  "mixed-use",
]);

export const projectTypeLabel = (type: string) => PROJECT_TYPE_LABELS[type] ?? type;
