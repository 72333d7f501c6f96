import { CONTACT_STATUSES, type ContactStatus } from "../../../../domain/enums.ts";
import { labelsOf } from "../../../i18n/catalogues/admin.ts";

export const STATUS_LABELS = labelsOf("admin.contacts.statusLabels", CONTACT_STATUSES);
export const STATUS_TONES = { new: "blue", read: "grey", replied: "green", archived: "amber" } as const satisfies Record<
  ContactStatus,
  string
>;
