import { PROPERTY_STATUSES, SUBMISSION_STATUSES, SUBMISSION_TYPES, type SubmissionStatus } from "../../../../domain/enums.ts";
import { labelsOf } from "../../../i18n/catalogues/admin.ts";

export const STATUS_LABELS = labelsOf("admin.submissions.statusLabels", SUBMISSION_STATUSES);
export const STATUS_TONES = { pending: "amber", approved: "green", rejected: "red" } as const satisfies Record<
  SubmissionStatus,
  string
>;
export const TYPE_LABELS = labelsOf("admin.submissions.typeLabels", SUBMISSION_TYPES);
export const LISTING_STATUS_LABELS = labelsOf("admin.submissions.listingStatusLabels", PROPERTY_STATUSES);
