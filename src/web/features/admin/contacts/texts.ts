import type { ContactStatus } from "../../../../domain/enums.ts";
import { labelsOf } from "../../../i18n/catalogues/admin.ts";

export const STATUS_LABELS: Record<ContactStatus, string> = labelsOf("admin.contacts.statusLabels", [
  "new",
  "read",
  "replied",
  "archived",
]);
export const STATUS_TONES = { new: "blue", read: "grey", replied: "green", archived: "amber" } as const satisfies Record<
  ContactStatus,
  string
>;
