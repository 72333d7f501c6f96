import { labelsOf } from "../../../i18n/catalogues/admin.ts";

export const PROPERTY_STATUS_LABELS: Record<string, string> = labelsOf("admin.properties.statusLabels", [
  "now-selling",
  "coming-soon",
  "sold",
  "for-rent",
]);

export const statusLabel = (status: string) => PROPERTY_STATUS_LABELS[status] ?? status;

const TYPE_LABELS = labelsOf("admin.properties.typeLabels", ["villa", "apartment", "townhouse", "land", "house", "condo"]);

/** The create form's type choices: the back office's four, plus the two the public site also reads. */
export const PROPERTY_TYPE_CHOICES = Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }));

export const typeLabel = (type: string) =>
  PROPERTY_TYPE_CHOICES.find((choice) => choice.value === type.toLowerCase())?.label ??
  type.charAt(0).toUpperCase() + type.slice(1);
