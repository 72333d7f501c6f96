import type { PropertyStatus, SubmissionStatus, SubmissionType } from "../../../../domain/enums.ts";
import { labelsOf } from "../../../i18n/catalogues/admin.ts";

export const STATUS_LABELS: Record<SubmissionStatus, string> = labelsOf("admin.submissions.statusLabels", [
  "pending",
  "approved",
  "rejected",
]);
export const STATUS_TONES = { pending: "amber", approved: "green", rejected: "red" } as const satisfies Record<
  SubmissionStatus,
  string
>;

export const TYPE_LABELS: Record<SubmissionType, string> = labelsOf("admin.submissions.typeLabels", [
  "house",
  "apartment",
  "land",
  "commercial",
]);

export const LISTING_STATUS_LABELS: Record<PropertyStatus, string> = labelsOf("admin.submissions.listingStatusLabels", [
  "now-selling",
  "for-rent",
  "coming-soon",
  "sold",
]);
