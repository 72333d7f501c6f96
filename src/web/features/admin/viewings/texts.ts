import { VIEWING_STATUSES } from "../../../../domain/enums.ts";
import { labelsOf } from "../../../i18n/catalogues/admin.ts";

export const STATUS_LABELS = labelsOf("admin.viewings.statuses", VIEWING_STATUSES);
