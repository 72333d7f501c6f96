import { DEVELOPMENT_STATUSES, PROJECT_TYPES } from "../../../../domain/enums.ts";
import { labelFor } from "../../../i18n/catalogues/admin.ts";

export const developmentStatusLabel = labelFor("admin.developments.statusLabels", DEVELOPMENT_STATUSES);

export const projectTypeLabel = labelFor("admin.developments.projectTypeLabels", PROJECT_TYPES);
